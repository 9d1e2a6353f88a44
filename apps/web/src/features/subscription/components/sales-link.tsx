import { WhatsAppIcon } from '@/components/brand/whatsapp-icon';
import { buttonVariants } from '@/components/ui/button';
import { useSupportWhatsAppUrl } from '@/lib/app-config';

const SALES_GREETING = 'Olá! Tenho interesse no plano Enterprise da Vamos Trabalhar.';

/** Enterprise's 'Falar com Vendas': the support WhatsApp with a sales greeting, in a new tab. */
export function SalesLink({ label }: { label: string }) {
  const salesUrl = useSupportWhatsAppUrl(SALES_GREETING);
  return (
    <a
      href={salesUrl}
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
