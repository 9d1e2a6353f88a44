import { useState } from 'react';
import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { toast } from '@/lib/toast';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { APPROVAL_CREDITS, coins, credits as creditsText } from '@vamos/shared/pricing';
import type { ContractorJobDetail, JobApplication } from '@vamos/shared/schemas/job-views';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useIsCompanyManager } from '@/lib/auth';
import { useApproveApplication } from '../api/approve-application';
import { useRejectApplication } from '../api/reject-application';
import { approvalErrorMessage, isOutOfCredits } from '../lib/approval-errors';
import { JOB_TEXTS } from '../lib/job-texts';
import { CandidateCard } from './candidate-card';
import { CandidateSortSelect } from './candidate-sort-select';
import { sortCandidates, type CandidateSort } from '../lib/sort-candidates';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LazyDialog, lazyWithPreload } from '@/components/ui/lazy-dialog';
import type { ShiftFunding } from '@vamos/shared/schemas/guaranteed-pay';
import { CancelHoldDialog } from './cancel-hold-dialog';
import { useJobFunding } from '../api/get-job-funding';
import { ApproveDescription, approveLabel } from './approve-description';

type Decision = { kind: 'approve' | 'reject'; application: JobApplication };

/** The place whose PIX charge is shown: from the approval's answer, or read again ('Pagar'). */
type Paying = { shiftId: string; initial?: ShiftFunding };

// 'Pagar vaga por PIX' (guaranteed pay, decision 0042) comes with its first use (the page's budget).
const fundingDialog = lazyWithPreload(async () => (await import('./funding-dialog')).FundingDialog);

/**
 * The job's candidates in the server's order, booked → pending → turned away (spec 02 "Contractor
 * job details"), with 'Aprovar' and 'Rejeitar' where the server says they may be used (`can`). Each
 * decision is confirmed in a dialog that states what it costs.
 */
export function CandidatesSection({ job, credits }: { job: ContractorJobDetail; credits: number | undefined }) {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [sort, setSort] = useState<CandidateSort>('status');
  // The last place paid stays while its dialog closes.
  const [paying, setPaying] = useState<Paying | null>(null);
  const [payOpen, setPayOpen] = useState(false);
  const [cancelHold, setCancelHold] = useState<JobApplication | null>(null);
  const approve = useApproveApplication();
  const reject = useRejectApplication();
  // All places paid at once (decision 0056): while the pool has a place, an approval takes it, no PIX.
  const pool = useJobFunding(job.id, { enabled: job.guaranteed_pay }).data?.funding;
  const pooled = pool?.status === 'paid' && pool.places_used < pool.places;
  const applications = job.applications;
  const approvable = applications.some((application) => application.can.approve);
  const busy = approve.isPending || reject.isPending;
  // A company's manager buys no plan: no way to the plans, but who may (decision 0040).
  const manager = useIsCompanyManager();

  function confirm() {
    if (!decision) return;
    const { id } = decision.application;
    if (decision.kind === 'approve') {
      approve.mutate(id, {
        onSuccess: (result) => {
          setDecision(null);
          // A guaranteed-pay job: the place is held until its PIX charge is paid.
          if (result.funding) {
            setPaying({ shiftId: result.funding.shift_id, initial: result.funding });
            setPayOpen(true);
            return;
          }
          toast.success(result.message, {
            description: `${coins(result.application_cost)} ${result.application_cost === 1 ? 'foi descontada' : 'foram descontadas'} do freelancer.`,
          });
        },
        onError: (error) => {
          setDecision(null);
          toast.error(JOB_TEXTS.approveFailedTitle, { description: approvalErrorMessage(error) });
        },
      });
      return;
    }
    reject.mutate(id, {
      onSuccess: () => {
        setDecision(null);
        toast.success(JOB_TEXTS.rejectedTitle);
      },
      onError: (error) => {
        setDecision(null);
        toast.error(JOB_TEXTS.rejectFailedTitle, {
          description: error instanceof ApiError ? error.message : INTERNAL_MESSAGE,
        });
      },
    });
  }

  const name = decision?.application.freelancer.full_name ?? '';
  const outOfCredits = approve.isError && isOutOfCredits(approve.error);
  return (
    <section aria-labelledby="candidates-title" className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id="candidates-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Users className="size-5 text-brand-700" aria-hidden />
          Candidatos ({applications.length})
        </h2>
        <p className="text-sm text-slate-600">
          {job.approved_count} de {job.required_people}{' '}
          {job.required_people === 1 ? 'vaga preenchida' : 'vagas preenchidas'}
          {approvable && credits !== undefined && credits > 0
            ? ` · cada aprovação usa ${creditsText(APPROVAL_CREDITS)} (você tem ${credits})`
            : ''}
        </p>
        {approvable && (credits === 0 || outOfCredits) ? (
          <p
            role="status"
            className="mt-1 flex flex-wrap items-center gap-x-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900"
          >
            Você não tem créditos para aprovar candidaturas.
            {manager ? (
              <span>{JOB_TEXTS.plansAreTheOwners}</span>
            ) : (
              <Link to={paths.contractor.subscription.getHref()} className="font-semibold text-brand-700 underline">
                {JOB_TEXTS.seePlans}
              </Link>
            )}
          </p>
        ) : null}
        {applications.length > 1 ? (
          <div className="mt-1">
            <CandidateSortSelect value={sort} onChange={setSort} />
          </div>
        ) : null}
      </div>
      {applications.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
          Nenhum candidato ainda. Você verá aqui cada freelancer que se candidatar, assim que ele se candidatar.
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {sortCandidates(applications, sort).map((application) => (
            <CandidateCard
              key={application.id}
              application={application}
              jobId={job.id}
              job={job}
              busy={busy}
              canApprove={credits !== 0}
              onApprove={() => setDecision({ kind: 'approve', application })}
              onReject={() => setDecision({ kind: 'reject', application })}
              onPay={() => {
                setPaying({ shiftId: application.id });
                setPayOpen(true);
              }}
              onCancelHold={() => setCancelHold(application)}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(open) => !open && setDecision(null)}
        title={decision?.kind === 'reject' ? `Rejeitar ${name}?` : `Aprovar ${name}?`}
        description={
          decision?.kind === 'reject' ? (
            <p>A candidatura será recusada e o freelancer não paga nada. Esta ação não pode ser desfeita.</p>
          ) : (
            <ApproveDescription
              job={job}
              pooled={pooled}
              applicationCost={decision?.application.application_cost ?? 0}
            />
          )
        }
        confirmLabel={decision?.kind === 'reject' ? JOB_TEXTS.reject : approveLabel(job, pooled)}
        pendingLabel={decision?.kind === 'reject' ? 'Rejeitando...' : 'Aprovando...'}
        confirmVariant={decision?.kind === 'reject' ? 'destructive' : 'default'}
        pending={busy}
        onConfirm={confirm}
      />
      {paying ? (
        <LazyDialog
          dialog={fundingDialog}
          open={payOpen}
          onOpenChange={setPayOpen}
          shiftId={paying.shiftId}
          initial={paying.initial}
        />
      ) : null}
      <CancelHoldDialog
        open={cancelHold !== null}
        onOpenChange={(open) => !open && setCancelHold(null)}
        shiftId={cancelHold?.id ?? ''}
        name={cancelHold?.freelancer.full_name.trim() ?? ''}
      />
    </section>
  );
}
