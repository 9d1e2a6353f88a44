import { useSupportWhatsAppUrl } from '@/lib/app-config';

/** The WhatsApp support channel, as a link inside legal text. */
export function SupportLink({ children = 'WhatsApp de suporte' }: { children?: string }) {
  const supportUrl = useSupportWhatsAppUrl();
  return (
    <a href={supportUrl} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (abre em uma nova aba)</span>
    </a>
  );
}
