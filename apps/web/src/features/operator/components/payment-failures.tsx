import { useId, useState } from 'react';
import type { FailedPayout, FailedRefund } from '@vamos/shared/schemas/operator-payments';
import { Button } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { Spinner } from '@/components/ui/spinner';
import { formatBrl, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { usePaymentFailures, useRetryFailure } from '../api/payments';
import { ReasonForm } from './reason-form';

/** 'Reenviar' with the reason the audit keeps: the failure is queued again and the list refreshed. */
function RetryAction({ kind, id, done }: { kind: 'payouts' | 'refunds'; id: string; done: string }) {
  const [open, setOpen] = useState(false);
  const retry = useRetryFailure(kind, id);
  if (!open) {
    return (
      <Button className="mt-2" variant="outline" size="sm" onClick={() => setOpen(true)}>
        Reenviar
      </Button>
    );
  }
  return (
    <div className="mt-2">
      <ReasonForm
        label="Motivo do reenvio"
        hint="Obrigatório. Fica registrado na auditoria."
        actions={[{ key: 'retry', label: 'Confirmar reenvio' }]}
        pending={retry.isPending}
        error={retry.error}
        onAction={(_, reason, clear) =>
          retry.mutate(
            { reason },
            {
              onSuccess: () => {
                clear();
                setOpen(false);
                toast.success(done);
              },
            },
          )
        }
        extra={
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            Cancelar
          </Button>
        }
      />
    </div>
  );
}

function PayoutFailure({ payout }: { payout: FailedPayout }) {
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
      {payout.has_pix_key ? (
        <RetryAction kind="payouts" id={payout.id} done="Repasse enviado de novo." />
      ) : (
        <p className="text-sm text-slate-600">Sem chave PIX: o repasse sai quando o freelancer cadastrar uma.</p>
      )}
    </li>
  );
}

function RefundFailure({ refund }: { refund: FailedRefund }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3">
      <p className="font-semibold text-slate-900">
        Reembolso de {formatBrl(refund.amount_cents)} · {refund.about}
      </p>
      <p className="break-words text-sm text-slate-600">
        {refund.person.name} · {refund.person.email} · {formatDateTime(refund.updated_at)}
      </p>
      {refund.fail_reason ? <p className="break-words text-sm text-red-800">{refund.fail_reason}</p> : null}
      {refund.can_retry ? <RetryAction kind="refunds" id={refund.id} done="Reembolso enviado de novo." /> : null}
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
            <RefundFailure key={refund.id} refund={refund} />
          ))}
        </ul>
      )}
    </section>
  );
}
