import { WhatsAppIcon } from '@/components/brand/whatsapp-icon';
import { buttonVariants } from '@/components/ui/button';

/**
 * 'Conversar no WhatsApp': a chat with the other side of an approved job, the first message
 * already typed (it names the job and its date). Rendered only where the server sent the contact.
 */
export function WhatsAppChatLink({ href, name, className }: { href: string; name: string; className?: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Conversar no WhatsApp com ${name}`}
      className={buttonVariants({
        size: 'sm',
        className: `bg-emerald-700 text-white hover:bg-emerald-800 ${className ?? ''}`,
      })}
    >
      <WhatsAppIcon className="size-4" />
      Conversar no WhatsApp
    </a>
  );
}
