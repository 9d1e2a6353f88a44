import type { ShiftState } from '@vamos/shared/shift-states';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { LazyDialog, lazyWithPreload, preloadOn } from '@/components/ui/lazy-dialog';
import { cn } from '@/lib/cn';
import { applyState } from '../lib/apply-state';
import type { ApplyTarget } from './apply-dialog';

const applyDialog = lazyWithPreload(async () => (await import('./apply-dialog')).ApplyDialog);
const preloadApplyDialog = preloadOn(applyDialog);

type ApplyButtonProps = {
  job: ApplyTarget & { my_application: { status: ShiftState } | null; can: { apply: boolean } };
  /** The balance, or undefined while it is unknown (the server checks it anyway). */
  coins: number | undefined;
  className?: string;
  /** The dialog is open from the start when I may apply. */
  openOnMount?: boolean;
};

/**
 * 'Candidatar-se' → confirmation dialog; disabled as 'Moedas insuficientes' when the balance is
 * below the cost, and as 'Candidatura enviada' (or the application's state) once applied.
 */
export function ApplyButton({ job, coins, className, openOnMount = false }: ApplyButtonProps) {
  const state = applyState(job, coins);
  const [open, setOpen] = useState(() => openOnMount && state.kind === 'available');

  if (state.kind !== 'available') {
    const applied = state.kind === 'applied';
    // A state of mine, or why I cannot apply: shown on a disabled button.
    return (
      <Button
        disabled
        variant={applied ? 'secondary' : 'outline'}
        className={cn('disabled:opacity-100', applied ? 'text-emerald-800' : 'text-slate-500', className)}
      >
        <span
          className={cn(applied ? 'icon-[lucide--circle-check]' : 'icon-[lucide--coins]', 'size-4 shrink-0')}
          aria-hidden
        />
        {state.label}
      </Button>
    );
  }
  return (
    <>
      <Button onClick={() => setOpen(true)} className={className} {...preloadApplyDialog}>
        <span className="icon-[lucide--send] size-4 shrink-0" aria-hidden />
        {state.label}
      </Button>
      <LazyDialog dialog={applyDialog} job={job} open={open} onOpenChange={setOpen} />
    </>
  );
}
