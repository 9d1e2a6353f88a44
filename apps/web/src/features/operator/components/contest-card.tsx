import { useId } from 'react';
import type { Contest, ContestDecision } from '@vamos/shared/schemas/operator';
import { CONTEST_DECISION_LABELS } from '@vamos/shared/schemas/operator';
import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDecideContest } from '../api/contests';
import { payLabel } from '../lib/operator-words';
import { ReasonForm } from './reason-form';

const DECIDED: Record<ContestDecision, string> = { uphold: 'Falta mantida.', clear: 'Falta retirada.' };

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{term}</dt>
      <dd className="break-words text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** One contested no-show: the job, both people, the facts, the contest's text, and the two decisions. */
export function ContestCard({ contest }: { contest: Contest }) {
  const decide = useDecideContest(contest.shift_id);
  const id = useId();
  const { job } = contest;

  return (
    <article
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {job.title} — {job.company}
      </h2>
      <p className="text-sm text-slate-600">
        {formatDate(job.service_date)}, {formatTime(job.start_time)} às {formatTime(job.end_time)}
      </p>
      <dl className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term="Freelancer">
          {contest.freelancer.name}
          <br />
          <span className="text-slate-600">{contest.freelancer.email}</span>
        </Fact>
        <Fact term="Contratante">
          {contest.contractor.name}
          <br />
          <span className="text-slate-600">{contest.contractor.email}</span>
        </Fact>
        <Fact term="Falta marcada">
          {contest.marked_at ? formatDateTime(contest.marked_at) : '—'}
          {contest.marked_by ? ` por ${contest.marked_by}` : ''}
        </Fact>
        <Fact term="Presença confirmada">{contest.confirmed_at ? formatDateTime(contest.confirmed_at) : 'Não'}</Fact>
        <Fact term="Check-in">{contest.checked_in_at ? formatDateTime(contest.checked_in_at) : 'Sem check-in'}</Fact>
        <Fact term="Pagamento garantido">{job.guaranteed_pay ? payLabel(contest.pay_status) : 'Não'}</Fact>
      </dl>
      <figure className="mt-4 rounded-lg bg-amber-50 p-3">
        <figcaption className="text-xs font-semibold uppercase tracking-wide text-amber-900">
          Contestação do freelancer{contest.contested_at ? ` em ${formatDateTime(contest.contested_at)}` : ''}
        </figcaption>
        <blockquote className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-900">
          {contest.contest_text || '—'}
        </blockquote>
      </figure>
      <div className="mt-4">
        <ReasonForm
          label="Motivo da decisão"
          hint="Obrigatório. Os dois lados recebem o motivo junto com a decisão."
          actions={[
            { key: 'uphold', label: CONTEST_DECISION_LABELS.uphold, variant: 'destructive' },
            { key: 'clear', label: CONTEST_DECISION_LABELS.clear },
          ]}
          pending={decide.isPending}
          error={decide.error}
          onAction={(key, reason, clear) => {
            const decision = key as ContestDecision;
            decide.mutate(
              { decision, reason },
              {
                onSuccess: () => {
                  clear();
                  toast.success(DECIDED[decision]);
                },
              },
            );
          }}
        />
      </div>
    </article>
  );
}
