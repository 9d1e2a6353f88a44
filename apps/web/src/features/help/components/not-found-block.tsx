import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { WhatsAppSupportLink } from './support-card';

/** 'Não encontrou o que procurava?' (spec 02 "Help centre"): the way to a person, and the rules in full. */
export function NotFoundBlock() {
  return (
    <section
      aria-labelledby="nao-encontrou"
      className="flex flex-col items-center gap-3 rounded-xl bg-brand-50 px-5 py-8 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-white text-brand-700">
        <MessageCircleQuestion className="size-6" aria-hidden />
      </span>
      <h2 id="nao-encontrou" className="text-lg font-semibold text-slate-900">
        Não encontrou o que procurava?
      </h2>
      <p className="max-w-md text-sm text-slate-700">
        Nossa equipe responde pelo WhatsApp. As regras completas estão nos{' '}
        <Link to={paths.terms.getHref()} className="font-medium text-brand-800 underline underline-offset-2">
          Termos de Uso
        </Link>{' '}
        e na{' '}
        <Link to={paths.privacy.getHref()} className="font-medium text-brand-800 underline underline-offset-2">
          Política de Privacidade
        </Link>
        ; desistências, faltas e cancelamentos, na{' '}
        <Link
          to={paths.cancellationPolicy.getHref()}
          className="font-medium text-brand-800 underline underline-offset-2"
        >
          Política de Cancelamento
        </Link>
        .
      </p>
      <WhatsAppSupportLink className="mt-2" />
    </section>
  );
}
