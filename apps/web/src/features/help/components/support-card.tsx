import { SUPPORT_GREETING } from '@vamos/shared/whatsapp';
import { WhatsAppIcon } from '@/components/brand/whatsapp-icon';
import { buttonVariants } from '@/components/ui/button';
import { useSupportWhatsAppUrl } from '@/lib/app-config';
import { cn } from '@/lib/cn';

/** WhatsApp support with the prefilled greeting (spec 02 "Help centre"). */
export function WhatsAppSupportLink({ className }: { className?: string }) {
  const supportUrl = useSupportWhatsAppUrl();
  return (
    <a
      href={supportUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ size: 'lg' }), 'bg-emerald-700 hover:bg-emerald-800', className)}
    >
      <WhatsAppIcon />
      Chamar no WhatsApp
      <span className="sr-only"> (abre em uma nova aba)</span>
    </a>
  );
}

/** The top of the help centre: support by WhatsApp, with the message it starts. */
export function SupportCard() {
  return (
    <section
      aria-labelledby="suporte"
      className="flex flex-col gap-4 rounded-xl border border-emerald-200 bg-emerald-50 p-5 md:flex-row md:items-center md:justify-between"
    >
      <div>
        <h2 id="suporte" className="text-lg font-semibold text-slate-900">
          Fale com o suporte
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          Atendimento pelo WhatsApp. A conversa já começa com: “{SUPPORT_GREETING}”
        </p>
      </div>
      <WhatsAppSupportLink className="shrink-0" />
    </section>
  );
}
