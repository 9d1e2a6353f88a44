import { Link } from 'react-router';
import { WhatsAppIcon } from '@/components/brand/whatsapp-icon';
import { buttonVariants } from '@/components/ui/button';
import { useSupportWhatsAppUrl } from '@/lib/app-config';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';

/** Closing call to action, with the way to human help. */
export function FinalCta() {
  const supportUrl = useSupportWhatsAppUrl();
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-20">
      <div className="rounded-3xl bg-accent-400 px-6 py-10 text-center text-slate-900 md:px-12 md:py-14">
        <h2 id="cta-title" className="text-3xl font-extrabold tracking-tight md:text-4xl">
          Bora trabalhar?
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-lg">
          Crie sua conta grátis em poucos minutos, como freelancer ou como contratante.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={paths.signup.getHref()} className={cn(buttonVariants({ size: 'lg' }))}>
            Criar conta
          </Link>
          <a
            href={supportUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(buttonVariants({ variant: 'outline', size: 'lg' }), 'border-slate-900/20')}
          >
            <WhatsAppIcon className="text-emerald-700" />
            Tirar dúvidas no WhatsApp
            <span className="sr-only"> (abre em uma nova aba)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
