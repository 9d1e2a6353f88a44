import { useId, useState } from 'react';
import type { FailedPayout } from '@vamos/shared/schemas/operator-payments';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatBrl, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePaymentFailures, useRetryPayout } from '../api/payments';
import { OperatorAlert } from './operator-frame';
import { ReasonField } from './reason-field';

function PayoutFailure({ payout }: { payout: FailedPayout }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const retry = useRetryPayout(payout.id);
  const fields = retry.error instanceof ApiError ? retry.error.fields : {};
  const formError = retry.error && !fields.reason ? retry.error.message : null;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <p className="font-semibold text-slate-900">
        Repasse de {formatBrl(payout.amount_cents)} · {payout.job_title}
      </p>
      <p className="break-words text-sm text-slate-600">
        {payout.freelancer.name} · {payout.freelancer.email} · {payout.attempt}ª tentativa em{' '}
        {formatDateTime(payout.updated_at)}
      </p>
      {payout.fail_reason ? <p className="break-words text-sm text-red-800">{payout.fail_reason}</p> : null}
      {!payout.has_pix_key ? (
        <p className="text-sm text-slate-600">Sem chave PIX: o repasse sai quando o freelancer cadastrar uma.</p>
      ) : open ? (
        <form
          noValidate
          className="mt-2 flex flex-col gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            retry.mutate({ reason }, { onSuccess: () => toast.success('Repasse enviado de novo.') });
          }}
        >
          {formError ? <OperatorAlert>{formError}</OperatorAlert> : null}
          <ReasonField
            id={`${id}-reason`}
            label="Motivo do reenvio"
            value={reason}
            onChange={setReason}
            error={fields.reason}
            hint="Obrigatório. Fica registrado na auditoria."
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={retry.isPending}>
              Confirmar reenvio
            </Button>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
          </div>
        </form>
      ) : (
        <Button className="mt-2" variant="outline" size="sm" onClick={() => setOpen(true)}>
          Reenviar
        </Button>
      )}
    </li>
  );
}

/** Issue 27's failures: pay-outs to freelancers and refunds (places and purchases) that did not go out. */
export function PaymentFailuresSection() {
  const id = useId();
  const failures = usePaymentFailures();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Repasses e reembolsos com falha
      </h2>
      {failures.isPending ? (
        <Spinner />
      ) : failures.error ? (
        <ListError
          title="Não foi possível carregar as falhas."
          error={failures.error}
          retrying={failures.isFetching}
          onRetry={() => void failures.refetch()}
        />
      ) : failures.data.payouts.length === 0 && failures.data.refunds.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-4 text-center text-slate-600">
          Nenhum repasse ou reembolso com falha.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {failures.data.payouts.map((payout) => (
            <PayoutFailure key={payout.id} payout={payout} />
          ))}
          {failures.data.refunds.map((refund) => (
            <li key={refund.id} className="rounded-xl border border-slate-200 bg-white p-3">
              <p className="font-semibold text-slate-900">
                Reembolso de {formatBrl(refund.amount_cents)} · {refund.about}
              </p>
              <p className="break-words text-sm text-slate-600">
                {refund.person.name} · {refund.person.email} · {formatDateTime(refund.updated_at)}
              </p>
              {refund.fail_reason ? <p className="break-words text-sm text-red-800">{refund.fail_reason}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
