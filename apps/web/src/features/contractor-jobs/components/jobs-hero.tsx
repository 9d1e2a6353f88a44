import { Link } from 'react-router';
import { CalendarDays, PartyPopper, Plus, Ticket } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { JOB_TEXTS } from '../lib/job-texts';

/** The list's banner: the page title, 'Publicar Vaga' and the credits left ('Vagas Disponíveis'). */
export function JobsHero({ credits }: { credits: number | undefined }) {
  return (
    <section className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-900 p-5 text-white shadow-sm sm:p-8">
      <span aria-hidden className="absolute -top-16 -right-10 size-56 rounded-full bg-accent-400/20" />
      <span aria-hidden className="absolute -bottom-20 left-1/3 size-56 rounded-full bg-white/5" />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-end md:justify-between">
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">Área do contratante</p>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{JOB_TEXTS.listTitle}</h1>
          <p className="max-w-md text-brand-100">Publique vagas, aprove candidatos e acompanhe cada evento.</p>
          <div className="mt-2 grid grid-cols-1 gap-2 min-[420px]:flex min-[420px]:flex-wrap">
            <Link
              to={paths.contractor.jobCreate.getHref()}
              className={buttonVariants({ variant: 'accent', size: 'lg' })}
            >
              <Plus aria-hidden />
              {JOB_TEXTS.publish}
            </Link>
            <Link
              to={paths.contractor.eventCreate.getHref()}
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'lg' }),
                'text-white ring-1 ring-white/30 hover:bg-white/10 hover:text-white',
              )}
            >
              <PartyPopper aria-hidden />
              Publicar evento
            </Link>
            <Link
              to={paths.contractor.agenda.getHref()}
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'lg' }),
                'text-white ring-1 ring-white/30 hover:bg-white/10 hover:text-white',
              )}
            >
              <CalendarDays aria-hidden />
              Minha Agenda
            </Link>
          </div>
        </div>
        <div className="flex items-center gap-4 rounded-xl bg-white/10 px-4 py-3 ring-1 ring-white/20 min-[420px]:self-start md:self-auto">
          <span className="flex size-11 items-center justify-center rounded-lg bg-accent-400 text-slate-900">
            <Ticket className="size-5" aria-hidden />
          </span>
          <p className="flex flex-col">
            <span className="text-3xl leading-none font-bold">{credits ?? '–'}</span>{' '}
            <span className="mt-1 text-sm text-brand-100">{JOB_TEXTS.availableCredits}</span>
          </p>
        </div>
      </div>
    </section>
  );
}
