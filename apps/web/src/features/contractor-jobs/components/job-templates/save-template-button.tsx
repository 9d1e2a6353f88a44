import { useState } from 'react';
import { BookmarkPlus } from 'lucide-react';
import type { UseFormGetValues } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { LazyDialog, lazyWithPreload, preloadOn } from '@/components/ui/lazy-dialog';
import type { JobFormValues } from '../../lib/job-form-values';

// The dialog, its form and its check load on the tap (the create page's first-load budget).
const saveTemplateDialog = lazyWithPreload(async () => (await import('./save-template-dialog')).SaveTemplateDialog);

/** 'Salvar como modelo': keeps what the form holds now (no dates) under a name. */
export function SaveTemplateButton({ getValues }: { getValues: UseFormGetValues<JobFormValues> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        size="lg"
        onClick={() => setOpen(true)}
        {...preloadOn(saveTemplateDialog)}
      >
        <BookmarkPlus aria-hidden />
        Salvar como modelo
      </Button>
      <LazyDialog dialog={saveTemplateDialog} open={open} onOpenChange={setOpen} getValues={getValues} />
    </>
  );
}
