import { useId, useState } from 'react';
import type { Contest, ContestDecision } from '@vamos/shared/schemas/operator';
import { CONTEST_DECISION_LABELS } from '@vamos/shared/schemas/operator';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatDateTime, formatTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDecideContest } from '../api/contests';
import { payLabel } from '../lib/operator-words';
import { OperatorAlert } from './operator-frame';

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
  const [reason, setReason] = useState('');
  const id = useId();
  const fields = decide.error instanceof ApiError ? decide.error.fields : {};
  const reasonError = fields.reason;
  const formError = decide.error && !reasonError ? decide.error.message : null;
  const { job } = contest;

  const submit = (decision: ContestDecision) =>
    decide.mutate({ decision, reason }, { onSuccess: () => toast.success(DECIDED[decision]) });

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
      <form noValidate onSubmit={(e) => e.preventDefault()} className="mt-4 flex flex-col gap-3">
        {formError ? <OperatorAlert>{formError}</OperatorAlert> : null}
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-reason`}>Motivo da decisão</Label>
          <Textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={`${id}-reason-message`}
          />
          {reasonError ? (
            <p id={`${id}-reason-message`} role="alert" className="text-sm text-red-700">
              {reasonError}
            </p>
          ) : (
            <p id={`${id}-reason-message`} className="text-sm text-slate-600">
              Obrigatório. Os dois lados recebem o motivo junto com a decisão.
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="destructive" disabled={decide.isPending} onClick={() => submit('uphold')}>
            {CONTEST_DECISION_LABELS.uphold}
          </Button>
          <Button type="button" disabled={decide.isPending} onClick={() => submit('clear')}>
            {CONTEST_DECISION_LABELS.clear}
          </Button>
        </div>
      </form>
    </article>
  );
}
