import { WhatsAppIcon } from '@/components/brand/whatsapp-icon';
import { useSupportWhatsAppUrl } from '@/lib/app-config';
import { cn } from '@/lib/cn';

type WhatsAppButtonProps = {
  /** In the signed-in app the phone shows a bottom bar: sit above it. */
  aboveBottomNav?: boolean;
  className?: string;
};

/**
 * Floating support button (spec 01 §2.4, spec 02 'Central de Ajuda'): opens WhatsApp in a new tab.
 * AppLayout's `<main>` pads its bottom past it: move the button, move that padding too.
 */
export function WhatsAppButton({ aboveBottomNav = false, className }: WhatsAppButtonProps) {
  const supportUrl = useSupportWhatsAppUrl();
  if (!supportUrl) return null;
  return (
    <aside aria-label="Suporte">
      <a
        href={supportUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Falar com o suporte pelo WhatsApp"
        title="Falar com o suporte pelo WhatsApp"
        className={cn(
          'fixed right-4 z-30 flex size-14 items-center justify-center rounded-full bg-emerald-600 text-white shadow-lg shadow-emerald-900/25 transition hover:bg-emerald-700 active:scale-95 md:right-6 md:bottom-6',
          aboveBottomNav
            ? 'bottom-[calc(5rem+env(safe-area-inset-bottom))]'
            : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]',
          className,
        )}
      >
        <WhatsAppIcon className="size-7" />
      </a>
    </aside>
  );
}
