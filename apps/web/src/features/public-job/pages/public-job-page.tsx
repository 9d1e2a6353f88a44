import {
  coinsText,
  dateText,
  hoursText,
  placeText,
  placesLeftText,
  ratingText,
  segmentText,
  valueText,
} from '@vamos/shared/job-texts';
import type { PublicJobLink, PublicJobPage as PublicJob } from '@vamos/shared/schemas/public-job';
import { Navigate, Link, useParams } from 'react-router';
import { GuaranteedPayLine } from '@/components/jobs/guaranteed-pay-line';
import { ShareJobButton } from '@/components/jobs/share-job-button';
import { PublicHeader } from '@/components/layout/public-header';
import { SkipLink } from '@/components/layout/skip-link';
import { buttonVariants } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useMe } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { usePublicJob } from '../api/get-public-job';
import { jobIdOf } from '../lib/job-id';

// The server writes this page first (apps/server/src/modules/public-pages/public-job-html.ts), with
// the same markup and classes: this draws it again over that once the code has run.

const CARD = 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5';
const CARD_TITLE = 'mb-3 text-base font-bold text-slate-900';

function Details({ page }: { page: PublicJob }) {
  const { job } = page;
  const items: [string, string][] = [
    ['Data', dateText(job)],
    ['Horário', hoursText(job)],
    ['Valor', valueText(job)],
    ['Vestimentas', job.requirements?.trim() || 'Não especificado'],
    ...(page.open ? ([['Vagas', placesLeftText(page.places_left)]] as [string, string][]) : []),
    ['Lanche no local', job.lanche_no_local ? 'Sim' : 'Não'],
    ['Custo da candidatura', coinsText(job.application_cost)],
  ];
  return (
    <section className={CARD}>
      <h2 className={CARD_TITLE}>Detalhes</h2>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-3 sm:grid-cols-2">
        {items.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
            <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {job.guaranteed_pay ? <GuaranteedPayLine valueCents={job.salary_cents} className="mt-4" /> : null}
    </section>
  );
}

/**
 * 'Candidatar-se': a visitor signs up (or in) and comes back to the job's detail, which opens the
 * apply dialog; a signed-in freelancer goes there at once; a contractor does not apply.
 */
function Apply({ jobId }: { jobId: string }) {
  const { data: me } = useMe();
  const target = paths.job.getHref(jobId, true);
  if (me?.role === 'contractor') {
    return <p className="text-center text-sm text-slate-600">Só freelancers se candidatam a vagas.</p>;
  }
  if (me?.role === 'freelancer') {
    return (
      <Link to={target} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Candidatar-se
      </Link>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Link to={paths.signup.getHref(target)} className={buttonVariants({ size: 'lg', className: 'w-full' })}>
        Candidatar-se
      </Link>
      <p className="text-center text-sm text-slate-600">
        Já tem uma conta?{' '}
        <Link
          to={paths.login.getHref(target)}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Entrar
        </Link>
      </p>
    </div>
  );
}

function JobLink({ link }: { link: PublicJobLink }) {
  return (
    <li>
      <Link
        to={paths.publicJob.getHref(link.slug)}
        className="block rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
      >
        <span className="block font-semibold text-slate-900">{link.title}</span>
        <span className="block text-sm text-slate-700">{placeText(link)}</span>
        <span className="block text-sm text-slate-700">
          {dateText(link)} · {hoursText(link)}
        </span>
        <span className="mt-1 block font-semibold text-brand-800">{valueText(link)}</span>
      </Link>
    </li>
  );
}

function Similar({ links }: { links: PublicJobLink[] }) {
  return (
    <section aria-labelledby="vagas-parecidas" className="flex flex-col gap-3">
      <h2 id="vagas-parecidas" className="text-lg font-bold text-slate-900">
        Vagas parecidas
      </h2>
      {links.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {links.map((link) => (
            <JobLink key={link.slug} link={link} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">Nenhuma vaga parecida aberta agora.</p>
      )}
    </section>
  );
}

/** The listing pages the job is on (server pages: plain links, no client route). */
function MoreJobs({ listings }: { listings: PublicJob['listings'] }) {
  return (
    <nav aria-label="Mais vagas" className="flex flex-col gap-1 text-sm">
      {listings.map((listing) => (
        <a
          key={listing.path}
          href={listing.path}
          className="font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          {listing.label}
        </a>
      ))}
    </nav>
  );
}

function JobArticle({ page }: { page: PublicJob }) {
  const { job } = page;
  const place = placeText(job);
  return (
    <article className="mx-auto flex w-full max-w-2xl flex-col gap-4 py-6">
      <title>
        {page.open
          ? `Vaga de ${job.title} em ${place} · Vamos Trabalhar`
          : `Vaga encerrada: ${job.title} em ${place} · Vamos Trabalhar`}
      </title>
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">{segmentText(job)}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{job.title}</h1>
        <p className="text-slate-700">{place}</p>
      </header>
      {page.open ? null : (
        <div role="status" className="rounded-lg bg-slate-100 p-4 text-slate-800">
          <p className="font-semibold">Vaga encerrada</p>
          <p className="text-sm">Esta vaga não recebe mais candidaturas. Veja outras vagas abertas.</p>
        </div>
      )}
      <Details page={page} />
      <section className={CARD}>
        <h2 className={CARD_TITLE}>Descrição</h2>
        <p className="whitespace-pre-line text-slate-700">{job.description.trim() || 'Sem descrição.'}</p>
      </section>
      <section className={CARD}>
        <h2 className={CARD_TITLE}>Contratante</h2>
        <p className="font-semibold text-slate-900">{page.contractor.name}</p>
        <p className="text-sm text-slate-700">Avaliação: {ratingText(page.contractor.rating)}</p>
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          Endereço completo e contato disponíveis após aprovação na vaga
        </p>
      </section>
      {page.open ? (
        <>
          <Apply jobId={job.id} />
          <ShareJobButton job={job} url={`${location.origin}${paths.publicJob.getHref(page.slug)}`} />
        </>
      ) : (
        <Similar links={page.similar} />
      )}
      <MoreJobs listings={page.listings} />
    </article>
  );
}

function NotFound() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-12 text-center md:py-20">
      <title>Vaga não encontrada · Vamos Trabalhar</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Vaga não encontrada</h1>
      <p className="mt-3 text-slate-600">O endereço que você abriu não existe ou mudou de lugar.</p>
      <Link to={paths.home.getHref()} className={cn(buttonVariants(), 'mt-8')}>
        Voltar para o início
      </Link>
    </section>
  );
}

function Content({ slugId, id }: { slugId: string; id: string }) {
  const page = usePublicJob(id);
  if (page.isPending) return <Spinner label="Carregando vaga..." />;
  if (page.isError) {
    if (page.error instanceof ApiError && page.error.status === 404) return <NotFound />;
    return (
      <div className="mx-auto w-full max-w-2xl py-6">
        <h1 className="sr-only">Vaga</h1>
        <ListError
          title="Erro ao carregar vaga"
          error={page.error}
          onRetry={() => void page.refetch()}
          retrying={page.isRefetching}
        />
      </div>
    );
  }
  // Another slug for the same job: the job's own address, as the server redirects.
  if (page.data.slug !== slugId) return <Navigate to={paths.publicJob.getHref(page.data.slug)} replace />;
  return <JobArticle page={page.data} />;
}

/** /vagas/{slug}-{id}: a job anyone may read, signed in or not (issue 25). */
export function PublicJobPage() {
  const { slugId = '' } = useParams();
  const id = jobIdOf(slugId);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader className="border-b border-slate-200" next={id ? paths.job.getHref(id) : undefined} />
      <main id="conteudo" tabIndex={-1} className="flex-1 px-4 outline-none">
        {id ? <Content slugId={slugId} id={id} /> : <NotFound />}
      </main>
    </div>
  );
}
