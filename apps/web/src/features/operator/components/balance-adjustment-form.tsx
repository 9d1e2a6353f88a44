import { useId, useState } from 'react';
import { coins, credits } from '@vamos/shared/pricing';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdjustBalance } from '../api/payments';
import { OperatorAlert } from './operator-frame';
import { ReasonField } from './reason-field';

function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-sm text-red-700">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={id} className="text-sm text-slate-600">
      {hint}
    </p>
  ) : null;
}

/**
 * 'Ajustar saldo': coins of a freelancer or credits of a contractor, up or down, with a reason. The
 * form's request id makes a double submit move once; a new adjustment gets a new one.
 */
export function BalanceAdjustmentForm() {
  const id = useId();
  const adjust = useAdjustBalance();
  const [email, setEmail] = useState('');
  const [currency, setCurrency] = useState<'coin' | 'credit'>('coin');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const fields = adjust.error instanceof ApiError ? adjust.error.fields : {};
  const formError = adjust.error && Object.keys(fields).length === 0 ? adjust.error.message : null;

  const submit = () =>
    adjust.mutate(
      {
        email,
        currency,
        amount: Number(amount.trim() === '' ? Number.NaN : amount.replace(',', '.')),
        reason,
        request_id: requestId,
      },
      {
        onSuccess: (result) => {
          const now = result.currency === 'coin' ? coins(result.balance) : credits(result.balance);
          toast.success(`Saldo ajustado: agora ${now}.`);
          setAmount('');
          setReason('');
          setRequestId(crypto.randomUUID());
        },
      },
    );

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        Ajustar saldo
      </h2>
      <p className="text-sm text-slate-600">
        Moedas de um freelancer ou créditos de um contratante. Use um número negativo para retirar; o saldo nunca fica
        negativo.
      </p>
      {formError ? <OperatorAlert>{formError}</OperatorAlert> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-email`}>E-mail do usuário</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={fields.email ? true : undefined}
            aria-describedby={`${id}-email-message`}
          />
          <FieldMessage id={`${id}-email-message`} error={fields.email} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-currency`}>Saldo</Label>
          <NativeSelect
            id={`${id}-currency`}
            value={currency}
            onChange={(e) => setCurrency(e.target.value === 'credit' ? 'credit' : 'coin')}
            aria-invalid={fields.currency ? true : undefined}
            aria-describedby={`${id}-currency-message`}
          >
            <option value="coin">Moedas (freelancer)</option>
            <option value="credit">Créditos (contratante)</option>
          </NativeSelect>
          <FieldMessage id={`${id}-currency-message`} error={fields.currency} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-amount`}>Quantidade</Label>
          <Input
            id={`${id}-amount`}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            aria-invalid={fields.amount ? true : undefined}
            aria-describedby={`${id}-amount-message`}
          />
          <FieldMessage id={`${id}-amount-message`} error={fields.amount} hint="Ex.: 10 adiciona, -5 retira." />
        </div>
      </div>
      <ReasonField
        id={`${id}-reason`}
        label="Motivo do ajuste"
        value={reason}
        onChange={setReason}
        error={fields.reason}
        hint="Obrigatório. Fica registrado na auditoria."
      />
      <div>
        <Button type="submit" disabled={adjust.isPending}>
          Ajustar saldo
        </Button>
      </div>
    </form>
  );
}
