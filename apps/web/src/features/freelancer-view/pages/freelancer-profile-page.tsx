import { Link, useParams, useSearchParams } from 'react-router';
import { ArrowLeft, UserRound, UserX } from 'lucide-react';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useFreelancerProfile } from '../api/get-freelancer-profile';
import { ReportButton } from '@/components/reports/report-button';
import { ContactBlock } from '../components/contact-block';
import { RatingSummarySection } from '../components/rating-summary';
import { StoredImage } from '@/components/ui/stored-image';
import { ReliabilityLine } from '@/components/reliability/reliability-line';
import { TeamStandingActions } from '@/components/team/team-standing-actions';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

function BackLink({ jobId }: { jobId: string | undefined }) {
  return (
    <Link
      to={jobId ? paths.contractor.jobDetails.getHref(jobId) : paths.contractor.jobs.getHref()}
      className="inline-flex items-center gap-1.5 self-start rounded-md text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden />
      {jobId ? 'Voltar para a vaga' : 'Voltar para minhas vagas'}
    </Link>
  );
}

/** /contractor/freelancer/:id and /freelancer/:id: a freelancer as the contractor sees them (spec 02). */
export function FreelancerProfilePage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const jobId = search.get('jobId') ?? undefined;
  const { data: freelancer, error, isPending } = useFreelancerProfile(id, jobId);

  if (isPending) return <Spinner label="Carregando perfil..." />;
  if (error || !freelancer) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-3 py-12 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <UserX className="size-7" aria-hidden />
        </span>
        <h1 className="text-xl font-bold text-slate-900">
          {missing ? ERROR_MESSAGES.FREELANCER_NOT_FOUND : 'Erro ao carregar perfil'}
        </h1>
        {missing ? null : (
          <p className="text-slate-600">{error instanceof ApiError ? error.message : INTERNAL_MESSAGE}</p>
        )}
        <Link
          to={jobId ? paths.contractor.jobDetails.getHref(jobId) : paths.contractor.jobs.getHref()}
          className={buttonVariants({ variant: 'outline', className: 'mt-2' })}
        >
          <ArrowLeft aria-hidden />
          Voltar
        </Link>
      </section>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <title>{`${freelancer.full_name} · Vamos Trabalhar`}</title>
      <BackLink jobId={jobId} />
      <section className="flex flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:flex-row sm:items-center sm:text-left">
        <span className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-brand-800 ring-4 ring-brand-50">
          {freelancer.avatar_url ? (
            <StoredImage
              url={freelancer.avatar_url}
              folder="avatars"
              variant="lg"
              priority
              alt={`Foto de ${freelancer.full_name}`}
              className="size-full object-cover"
            />
          ) : (
            <span className="text-3xl font-semibold" aria-hidden>
              {initials(freelancer.full_name) || <UserRound className="size-10" />}
            </span>
          )}
        </span>
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{freelancer.full_name}</h1>
          <p className="font-medium text-brand-800">{freelancer.position || 'Freelancer'}</p>
          <ReliabilityLine reliability={freelancer.reliability} className="justify-center text-sm sm:justify-start" />
        </div>
      </section>
      <section aria-label="Minha equipe" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <TeamStandingActions freelancer={freelancer} />
      </section>
      <section
        aria-labelledby="about-title"
        className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      >
        <h2 id="about-title" className="mb-2 text-base font-semibold text-slate-900">
          Sobre
        </h2>
        <p className="text-sm whitespace-pre-line text-slate-700">
          {freelancer.description?.trim() || 'Nenhuma descrição disponível.'}
        </p>
      </section>
      <RatingSummarySection rating={freelancer.rating} />
      <ContactBlock contact={freelancer.contact} />
      <ReportButton
        targetType="profile"
        targetId={freelancer.id}
        subject={`o perfil de ${freelancer.full_name}`}
        className="self-start text-slate-600"
      />
    </div>
  );
}
