import type { RejectionReason as RejectionReasonCode } from '@vamos/shared/shift-states';
import type { JobDetail } from '@vamos/shared/schemas/job-views';
import { CalendarDays, CircleCheck, CircleX, Hourglass, MailOpen, Star, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { LazyDialog, lazyWithPreload, preloadOn } from '@/components/ui/lazy-dialog';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { applyState, APPLY_TEXTS } from '../lib/apply-state';
import { ApplyButton } from './apply-button';
import { DetailSection } from './detail-section';
import { JobCost } from './job-cost';

const cancelDialog = lazyWithPreload(async () => (await import('./cancel-application-dialog')).CancelApplicationDialog);
const preloadCancelDialog = preloadOn(cancelDialog);

function Status({
  icon: Icon,
  tone,
  title,
  text,
}: {
  icon: typeof CircleCheck;
  tone: string;
  title: string;
  text?: string;
}) {
  return (
    <div role="status" className={`flex items-start gap-3 rounded-lg p-3 ${tone}`}>
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div>
        <p className="font-semibold">{title}</p>
        {text ? <p className="text-sm">{text}</p> : null}
      </div>
    </div>
  );
}

/** No application yet: apply (same rules as the list), or why one cannot. */
function NotApplied({ job, coins, openApply }: { job: JobDetail; coins: number | undefined; openApply: boolean }) {
  if (!job.can.apply) {
    return <Status icon={CircleX} tone="bg-slate-100 text-slate-800" title="Esta vaga não está mais disponível." />;
  }
  const insufficient = applyState(job, coins).kind === 'insufficient';
  return (
    <div className="flex flex-col gap-3">
      <JobCost coins={job.application_cost} />
      <p className="text-sm text-slate-600">As moedas só são descontadas se você for aprovado.</p>
      <ApplyButton job={job} coins={coins} className="w-full" openOnMount={openApply} />
      {insufficient ? (
        <Link
          to={paths.freelancer.tokens.getHref()}
          className={buttonVariants({ variant: 'accent', className: 'w-full' })}
        >
          Comprar moedas
        </Link>
      ) : null}
    </div>
  );
}

/** Pending: 'Candidatura enviada', and the only thing I can do is cancel it. */
function Pending({ job, applicationId, appliedAt }: { job: JobDetail; applicationId: string; appliedAt: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <Status
        icon={Hourglass}
        tone="bg-amber-50 text-amber-900"
        title={APPLY_TEXTS.sent}
        text={`Enviada em ${formatDateTime(appliedAt)}. Aguarde a resposta do contratante.`}
      />
      {job.can.cancel_application ? (
        <Button variant="outline" onClick={() => setOpen(true)} className="w-full" {...preloadCancelDialog}>
          <Undo2 aria-hidden />
          Cancelar candidatura
        </Button>
      ) : null}
      <LazyDialog
        dialog={cancelDialog}
        applicationId={applicationId}
        jobTitle={job.title}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}

/**
 * Approved: once the job is over, 'Avaliar Contratante' while the server allows it (`can.evaluate`),
 * then that I have rated them; before, the agenda.
 */
function Approved({ job, contractorRated }: { job: JobDetail; contractorRated: boolean }) {
  return (
    <div className="flex flex-col gap-3">
      <Status icon={CircleCheck} tone="bg-emerald-50 text-emerald-900" title="Você foi aprovado para esta vaga!" />
      {job.can.evaluate ? (
        <Link to={paths.freelancer.evaluation.getHref(job.id)} className={buttonVariants({ className: 'w-full' })}>
          <Star aria-hidden />
          Avaliar Contratante
        </Link>
      ) : contractorRated ? (
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Star className="size-4 shrink-0 fill-amber-400 text-amber-400" aria-hidden />
          Você já avaliou o contratante desta vaga.
        </p>
      ) : (
        <Link
          to={paths.freelancer.agenda.getHref()}
          className={buttonVariants({ variant: 'outline', className: 'w-full' })}
        >
          <CalendarDays aria-hidden />
          Ver na agenda
        </Link>
      )}
    </div>
  );
}

/** Why, when the contractor did not decide it (a cancelled event has its own message above). */
const REJECTION_TEXTS: Record<RejectionReasonCode, string | undefined> = {
  job_completed: 'Vaga concluída: o serviço já foi realizado.',
  job_cancelled: undefined,
  reserve_released: 'Reserva encerrada: a vaga começou ou terminou sem precisar de você. Nenhuma moeda foi cobrada.',
  invitation_declined: 'Você recusou o convite para esta vaga. Nenhuma moeda foi cobrada.',
  invitation_expired: 'O convite expirou: a vaga foi preenchida, começou ou terminou. Nenhuma moeda foi cobrada.',
};

/** My shift on this job, by its state (decision 0024): what it means and what I can do about it. */
function MyShift({ job, mine }: { job: JobDetail; mine: NonNullable<JobDetail['my_application']> }) {
  switch (mine.status) {
    // Held for the contractor's PIX payment (decision 0042): the freelancer is shown it as still pending.
    case 'awaiting_payment':
    case 'pending':
      return <Pending job={job} applicationId={mine.id} appliedAt={mine.applied_at} />;
    case 'reserve':
      return (
        <Status
          icon={Hourglass}
          tone="bg-amber-50 text-amber-900"
          title="Você está na reserva desta vaga"
          text="Nada foi cobrado. Se um aprovado desistir antes do início, você é confirmado automaticamente e as moedas da candidatura são cobradas: mantenha-as no saldo."
        />
      );
    case 'invited':
      return (
        <div className="space-y-3">
          <Status
            icon={MailOpen}
            tone="bg-amber-50 text-amber-900"
            title="Você foi convidado para esta vaga"
            text="Aceite o convite para ser confirmado na hora; as moedas da candidatura são cobradas ao aceitar."
          />
          <Link
            to={paths.freelancer.invitations.getHref()}
            className={buttonVariants({ variant: 'default', className: 'w-full' })}
          >
            Ver convite
          </Link>
        </div>
      );
    case 'waitlisted':
      return (
        <Status
          icon={Hourglass}
          tone="bg-slate-100 text-slate-800"
          title="Vaga preenchida"
          text="As vagas foram ocupadas. Se uma reabrir, sua candidatura volta a ficar pendente."
        />
      );
    case 'approved':
    case 'confirmed':
    case 'checked_in':
    case 'checked_out':
    case 'attended':
      return <Approved job={job} contractorRated={mine.contractor_rated} />;
    case 'rejected':
      return (
        <Status
          icon={CircleX}
          tone="bg-red-50 text-red-900"
          title="Sua candidatura não foi aprovada para esta vaga."
          text={mine.rejection_reason ? REJECTION_TEXTS[mine.rejection_reason] : undefined}
        />
      );
    case 'withdrawn':
      return <Status icon={Undo2} tone="bg-slate-100 text-slate-800" title="Você desistiu desta vaga." />;
    case 'no_show':
      return (
        <Status icon={CircleX} tone="bg-red-50 text-red-900" title="O contratante registrou sua falta neste turno." />
      );
    case 'contested':
      return (
        <Status icon={Hourglass} tone="bg-amber-50 text-amber-900" title="Sua contestação da falta está em análise." />
      );
    case 'no_show_upheld':
      return (
        <Status
          icon={CircleX}
          tone="bg-red-50 text-red-900"
          title="Nossa equipe analisou sua contestação e manteve a falta."
        />
      );
    case 'job_cancelled':
      return (
        <Status
          icon={CircleX}
          tone="bg-red-50 text-red-900"
          title="Este evento foi cancelado pelo contratante."
          text="As moedas da candidatura foram devolvidas ao seu saldo."
        />
      );
    case 'cancelled':
      return null;
    default: {
      const unknown: never = mine.status;
      return unknown;
    }
  }
}

/** 'Candidatura' card of the job detail (spec 01 §2.5). */
export function ApplicationActions({
  job,
  coins,
  openApply = false,
}: {
  job: JobDetail;
  coins: number | undefined;
  /** Open the apply dialog at once, when I may apply ('Candidatar-se' on the job's public page led here). */
  openApply?: boolean;
}) {
  const mine = job.my_application;
  return (
    <DetailSection title="Candidatura" icon={CircleCheck}>
      {mine && job.status === 'cancelled' && mine.status !== 'job_cancelled' ? (
        <Status icon={CircleX} tone="bg-red-50 text-red-900" title="Este evento foi cancelado pelo contratante." />
      ) : mine ? (
        <MyShift job={job} mine={mine} />
      ) : (
        <NotApplied job={job} coins={coins} openApply={openApply} />
      )}
    </DetailSection>
  );
}
