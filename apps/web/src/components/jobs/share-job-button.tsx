import { useId, useState } from 'react';
import { jobShareText, whatsAppShareUrl } from '@vamos/shared/job-share';
import { WhatsAppIcon } from '@/components/brand/whatsapp-icon';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast';

export type SharedJob = Parameters<typeof jobShareText>[0];

/** The page 'Compartilhar' shares: the job's public page, or its signed-in detail when it has none. */
export function jobShareUrl(origin: string, job: { id: string; public_path: string | null }): string {
  return `${origin}${job.public_path ?? `/jobs/${job.id}`}`;
}

/** The phone's own share sheet, when the browser has one for links (Web Share API). */
function nativeShare(): ((data: ShareData) => Promise<void>) | null {
  if (typeof navigator.share !== 'function') return null;
  if (typeof navigator.canShare === 'function' && !navigator.canShare({ url: location.href })) return null;
  return (data) => navigator.share(data);
}

/**
 * 'Compartilhar' (issue 25): the phone's share sheet where it has one; otherwise the choices
 * 'WhatsApp' (its share screen with the job's text and link) and 'Copiar link'. The public job page
 * the server writes has the same button (modules/public-pages), which this takes over.
 */
export function ShareJobButton({ job, url, className }: { job: SharedJob; url: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const text = jobShareText(job);

  const share = async () => {
    const native = nativeShare();
    if (!native) {
      setOpen((isOpen) => !isOpen);
      return;
    }
    try {
      await native({ title: `Vaga de ${job.title}`, text, url });
    } catch (error) {
      // Closing the share sheet is no failure; anything else: the other ways.
      if ((error as DOMException).name !== 'AbortError') setOpen(true);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copiado');
      setOpen(false);
    } catch {
      toast.error('Não foi possível copiar o link', { description: url });
    }
  };

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Button
        variant="outline"
        className="w-full"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => void share()}
      >
        Compartilhar
      </Button>
      <div id={panelId} hidden={!open} className="grid grid-cols-2 gap-2">
        <a
          href={whatsAppShareUrl(text, url)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ className: 'bg-emerald-700 text-white hover:bg-emerald-800' })}
        >
          <WhatsAppIcon className="size-4" />
          WhatsApp
        </a>
        <Button variant="secondary" onClick={() => void copy()}>
          Copiar link
        </Button>
      </div>
    </div>
  );
}
