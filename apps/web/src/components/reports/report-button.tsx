import { useState } from 'react';
import { Flag } from 'lucide-react';
import type { ReportTargetType } from '@vamos/shared/schemas/reports';
import { Button, type ButtonProps } from '@/components/ui/button';
import { LazyDialog, lazyWithPreload, preloadOn } from '@/components/ui/lazy-dialog';

const dialog = lazyWithPreload(async () => (await import('./report-dialog-content')).ReportDialogContent);

/**
 * 'Denunciar' (decision 0054): opens the report dialog for a job, a profile or an evaluation. Where a
 * page shows several, `label` tells them apart ('Denunciar avaliação de Ana').
 */
export function ReportButton({
  targetType,
  targetId,
  subject,
  label,
  variant = 'ghost',
  className,
}: {
  targetType: ReportTargetType;
  targetId: string;
  /** What is reported, as the dialog names it: 'a vaga Garçom', 'o perfil de Ana'. */
  subject: string;
  label?: string;
  variant?: ButtonProps['variant'];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size="sm"
        className={className}
        aria-label={label}
        onClick={() => setOpen(true)}
        {...preloadOn(dialog)}
      >
        <Flag aria-hidden />
        Denunciar
      </Button>
      <LazyDialog
        dialog={dialog}
        open={open}
        onOpenChange={setOpen}
        targetType={targetType}
        targetId={targetId}
        subject={subject}
      />
    </>
  );
}
