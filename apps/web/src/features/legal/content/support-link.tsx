import { SUPPORT_WHATSAPP_URL } from '@vamos/shared/constants';

/** The WhatsApp support channel, as a link inside legal text. */
export function SupportLink({ children = 'WhatsApp de suporte' }: { children?: string }) {
  return (
    <a href={SUPPORT_WHATSAPP_URL} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (abre em uma nova aba)</span>
    </a>
  );
}
