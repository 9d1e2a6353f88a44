import { useId, useState } from 'react';
import { coins, credits } from '@vamos/shared/pricing';
import {
  CHARGE_REFUND_STATUS_LABELS,
  OPERATOR_PAYMENT_STATUS_LABELS,
  type OperatorCharge,
} from '@vamos/shared/schemas/operator-payments';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { formatBrl, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/cn';
import { useRefundCharge } from '../api/payments';
import { OperatorAlert } from './operator-frame';
import { ReasonField } from './reason-field';

const STATUS_TONE: Record<OperatorCharge['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-emerald-100 text-emerald-900',
  expired: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-slate-200 text-slate-800',
  refunded: 'bg-sky-100 text-sky-900',
};

const amountOf = (charge: OperatorCharge, n: number) => (charge.currency === 'coin' ? coins(n) : credits(n));

/** One purchase or plan charge: who, what, the provider's status, the refund and 'Estornar'. */
export function ChargeItem({ charge }: { charge: OperatorCharge }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const refund = useRefundCharge(charge.id);
  const fields = refund.error instanceof ApiError ? refund.error.fields : {};
  const formError = refund.error && !fields.reason ? refund.error.message : null;
  const takesBack = Math.min(charge.balance, charge.quantity);

  const submit = () =>
    refund.mutate(
      { reason },
      {
        onSuccess: (result) => {
          setOpen(false);
          setReason('');
          toast.success(
            result.refund_status === 'done'
              ? 'Estorno feito.'
              : 'Estorno pedido: o provedor ainda não confirmou, tentaremos de novo.',
          );
        },
      },
    );

  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={`${id}-title`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={`${id}-title`} className="font-bold text-slate-900">
              {charge.product} · {formatBrl(charge.amount_cents)}
            </h3>
            <p className="break-words text-sm text-slate-600">
              {charge.user.name} · {charge.user.email}
            </p>
          </div>
          <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold', STATUS_TONE[charge.status])}>
            {OPERATOR_PAYMENT_STATUS_LABELS[charge.status]}
          </span>
        </div>
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div className="min-w-0">
            <dt className="inline text-slate-500">Criada em </dt>
            <dd className="inline text-slate-900">{formatDateTime(charge.created_at)}</dd>
          </div>
          <div className="min-w-0">
            <dt className="inline text-slate-500">Confirmada em </dt>
            <dd className="inline text-slate-900">{charge.confirmed_at ? formatDateTime(charge.confirmed_at) : '—'}</dd>
          </div>
          <div className="min-w-0">
            <dt className="inline text-slate-500">Saldo atual </dt>
            <dd className="inline text-slate-900">{amountOf(charge, charge.balance)}</dd>
          </div>
          <div className="min-w-0 break-all">
            <dt className="inline text-slate-500">Cobrança </dt>
            <dd className="inline font-mono text-xs text-slate-900">
              {charge.provider_payment_id ?? charge.id} ({charge.provider === 'asaas' ? 'Asaas' : 'PIX local'})
            </dd>
          </div>
        </dl>
        {charge.refund ? (
          <p className="mt-2 text-sm text-slate-900">
            <span className="font-semibold">{CHARGE_REFUND_STATUS_LABELS[charge.refund.status]}</span>
            {charge.refund.refunded_at ? ` em ${formatDateTime(charge.refund.refunded_at)}` : ''}
            {charge.refund.status === 'failed' && charge.refund.fail_reason ? `: ${charge.refund.fail_reason}` : ''}
          </p>
        ) : null}
        {charge.refund_shortfall > 0 ? (
          <p className="mt-1 text-sm text-amber-900">
            {amountOf(charge, charge.refund_shortfall)} já tinham sido usadas e não foram retiradas do saldo.
          </p>
        ) : null}
        {charge.can_refund && !open ? (
          <Button className="mt-3" variant="outline" onClick={() => setOpen(true)}>
            Estornar
          </Button>
        ) : null}
        {open ? (
          <form
            noValidate
            className="mt-3 flex flex-col gap-3 rounded-xl bg-slate-50 p-3"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <p className="text-sm text-slate-900">
              Devolve {formatBrl(charge.amount_cents)} por PIX para quem pagou e retira {amountOf(charge, takesBack)} do
              saldo
              {takesBack < charge.quantity
                ? ` (o usuário já usou ${amountOf(charge, charge.quantity - takesBack)} desta compra)`
                : ''}
              .
            </p>
            {formError ? <OperatorAlert>{formError}</OperatorAlert> : null}
            <ReasonField
              id={`${id}-reason`}
              label="Motivo do estorno"
              value={reason}
              onChange={setReason}
              error={fields.reason}
              hint="Obrigatório. Fica registrado na auditoria."
            />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" variant="destructive" disabled={refund.isPending}>
                Confirmar estorno
              </Button>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancelar
              </Button>
            </div>
          </form>
        ) : null}
      </article>
    </li>
  );
}
