import { BriefcaseBusiness, Building2, type LucideIcon } from 'lucide-react';
import {
  APPLICATION_COST_RULE,
  APPROVAL_CREDITS,
  coins,
  credits,
  FREE_PLAN_CREDITS,
  JOB_PUBLISH_CREDITS,
  SIGNUP_BONUS_COINS,
} from '@vamos/shared/pricing';

type Track = { title: string; icon: LucideIcon; steps: { title: string; text: string }[] };

const TRACKS: Track[] = [
  {
    title: 'Para freelancers',
    icon: BriefcaseBusiness,
    steps: [
      {
        title: 'Crie seu perfil',
        text: `Cadastro gratuito com seus dados, suas funções e sua cidade. Você já começa com ${coins(SIGNUP_BONUS_COINS)}.`,
      },
      {
        title: 'Candidate-se às vagas',
        text: `Filtre por cidade, data e valor. A candidatura custa ${APPLICATION_COST_RULE}, e só é cobrada se você for aprovado.`,
      },
      {
        title: 'Trabalhe e seja avaliado',
        text: 'Aprovado, a vaga entra na sua agenda com o contato do contratante. Depois do serviço, vocês se avaliam.',
      },
    ],
  },
  {
    title: 'Para contratantes',
    icon: Building2,
    steps: [
      {
        title: 'Cadastre sua empresa',
        text: `Informe os dados do seu negócio e comece no plano Free, com ${credits(FREE_PLAN_CREDITS)}.`,
      },
      {
        title: 'Publique a vaga',
        text: `Data, horário, valor, vestimenta e quantas pessoas você precisa. Cada vaga publicada usa ${credits(JOB_PUBLISH_CREDITS)}.`,
      },
      {
        title: 'Aprove e avalie',
        text: `Veja o perfil e as avaliações de quem se candidatou. Cada aprovação usa ${credits(APPROVAL_CREDITS)} e libera os contatos.`,
      },
    ],
  },
];

/** Three steps for each side of the marketplace. */
export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-16 md:px-6 md:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="how-title" className="text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
          Como funciona
        </h2>
        <p className="mt-3 text-lg text-slate-600">Três passos para cada lado, e o trabalho acontece.</p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {TRACKS.map((track) => (
          <article key={track.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
            <h3 className="flex items-center gap-3 text-xl font-bold text-slate-900">
              <span className="flex size-10 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <track.icon className="size-5" aria-hidden />
              </span>
              {track.title}
            </h3>
            <ol className="mt-6 space-y-6">
              {track.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent-400 text-sm font-extrabold text-slate-900"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{step.title}</p>
                    <p className="mt-1 text-slate-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </article>
        ))}
      </div>
    </section>
  );
}
