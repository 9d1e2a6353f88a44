import { WhatsAppIcon } from '@/components/brand/whatsapp-icon';
import { buttonVariants } from '@/components/ui/button';
import { SALES_WHATSAPP_URL } from '../lib/sales-link';

/** Enterprise's 'Falar com Vendas': WhatsApp with a prefilled greeting, in a new tab. */
export function SalesLink({ label }: { label: string }) {
  return (
    <a
      href={SALES_WHATSAPP_URL}
      target="_blank"
      rel="noopener noreferrer"
      className={buttonVariants({ variant: 'outline', className: 'w-full' })}
    >
      <WhatsAppIcon aria-hidden />
      {label}
      <span className="sr-only">(abre o WhatsApp em nova aba)</span>
    </a>
  );
}
