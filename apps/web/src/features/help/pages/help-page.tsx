import { CircleHelp } from 'lucide-react';
import type { Role } from '@/config/paths';
import { FaqAccordion } from '../components/faq-accordion';
import { NotFoundBlock } from '../components/not-found-block';
import { SupportCard } from '../components/support-card';
import { CONTRACTOR_FAQ, FREELANCER_FAQ, type FaqItem } from '../content/faq-items';

const AUDIENCE: Record<Role, { items: readonly FaqItem[]; subtitle: string }> = {
  freelancer: {
    items: FREELANCER_FAQ,
    subtitle: 'Moedas, candidaturas, pagamentos e avaliações: as respostas para quem trabalha nas vagas.',
  },
  contractor: {
    items: CONTRACTOR_FAQ,
    subtitle: 'Créditos, planos, vagas, aprovações e avaliações: as respostas para quem contrata.',
  },
};

/** /freelancer/faq and /contractor/faq: 'Central de Ajuda' (spec 02 "Help centre"). */
export function HelpPage({ role }: { role: Role }) {
  const { items, subtitle } = AUDIENCE[role];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Central de Ajuda · Vamos Trabalhar</title>
      <div className="flex items-start gap-3">
        <span className="hidden size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-100 text-brand-800 sm:flex">
          <CircleHelp className="size-6" aria-hidden />
        </span>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Central de Ajuda</h1>
          <p className="mt-1 text-slate-600">{subtitle}</p>
        </div>
      </div>
      <SupportCard />
      <section aria-labelledby="perguntas" className="flex flex-col gap-3">
        <h2 id="perguntas" className="text-lg font-semibold text-slate-900">
          Perguntas frequentes
        </h2>
        <FaqAccordion items={items} />
      </section>
      <NotFoundBlock />
    </div>
  );
}
