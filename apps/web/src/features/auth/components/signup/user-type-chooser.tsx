import { BriefcaseBusiness, ChevronRight, UserRound } from 'lucide-react';
import type { UserType } from '../../lib/signup-draft';

const OPTIONS = [
  {
    type: 'contractor',
    title: 'Cadastro Contratante',
    description:
      'Para bares, restaurantes, buffets e organizadores de eventos que querem publicar vagas e contratar profissionais.',
    Icon: BriefcaseBusiness,
  },
  {
    type: 'freelancer',
    title: 'Cadastro Freelancer',
    description:
      'Para garçons, seguranças, bartenders, churrasqueiros e outros profissionais que buscam trabalhos avulsos.',
    Icon: UserRound,
  },
] as const;

/** The first screen of the signup: which kind of account (spec 01 §2.2). */
export function UserTypeChooser({ onChoose }: { onChoose: (type: UserType) => void }) {
  return (
    <ul className="flex flex-col gap-3">
      {OPTIONS.map(({ type, title, description, Icon }) => (
        <li key={type}>
          <button
            type="button"
            onClick={() => onChoose(type)}
            className="group flex w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left transition-colors hover:border-brand-500 hover:bg-brand-50"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-100 text-brand-800 group-hover:bg-brand-800 group-hover:text-white">
              <Icon className="size-6" aria-hidden />
            </span>
            <span className="flex flex-1 flex-col gap-1">
              <span className="font-semibold text-slate-900">{title}</span>
              <span className="text-sm text-slate-600">{description}</span>
            </span>
            <ChevronRight className="size-5 shrink-0 text-slate-500 group-hover:text-brand-800" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
