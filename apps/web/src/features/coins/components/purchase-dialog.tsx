import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { coins, type CoinPackage } from '@vamos/shared/pricing';
import { maskCpf } from '@vamos/shared/masks';
import {
  PAYMENT_LIMITS,
  PAYMENT_MESSAGES,
  PaymentCustomerSchema,
  type Payment,
  type PaymentCustomerInput,
} from '@vamos/shared/schemas/payments';
import { applyServerFieldErrors } from '@/components/forms/server-errors';
import { toastConfirmed } from '@/components/payments/charge-texts';
import { MaskedInput } from '@/components/forms/masked-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { formatBrl } from '@/lib/format';
import { useBuyCoins } from '../api/buy-coins';
import { useProfile } from '@/api/profile';
import { COINS_TEXTS, creditedLabel } from '../lib/coins-texts';

type Customer = z.output<typeof PaymentCustomerSchema>;
const FIELDS = ['name', 'email', 'cpf'] as const;

type PurchaseFormProps = {
  pkg: CoinPackage;
  defaults: PaymentCustomerInput;
  onCreated: (payment: Payment) => void;
  onClose: () => void;
};

function PurchaseForm({ pkg, defaults, onCreated, onClose }: PurchaseFormProps) {
  const buy = useBuyCoins();
  const form = useForm<PaymentCustomerInput, unknown, Customer>({
    resolver: zodResolver(PaymentCustomerSchema),
    defaultValues: defaults,
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (customer) =>
      buy.mutate(
        { package_id: pkg.id, customer },
        {
          onSuccess: (payment) => {
            // A PIX to pay is news, not a success: the coins arrive when it is confirmed.
            if (payment.status === 'confirmed') toastConfirmed(payment, creditedLabel(payment.quantity));
            else toast.info(COINS_TEXTS.created, { description: COINS_TEXTS.createdDescription });
            onCreated(payment);
          },
          onError: (error) => {
            if (error instanceof ApiError) {
              applyServerFieldErrors(error, form.setError, { fields: FIELDS, prefix: 'customer' });
              if (error.code === 'PAYMENT_PENDING_EXISTS') onClose();
            }
            toast.error(COINS_TEXTS.startFailed, {
              description: error instanceof ApiError ? error.message : COINS_TEXTS.unknownError,
            });
          },
        },
      ),
    () => {
      const values = form.getValues();
      if (FIELDS.some((field) => !values[field]?.trim())) {
        toast.error(COINS_TEXTS.startFailed, { description: PAYMENT_MESSAGES.customerIncomplete });
      }
    },
  );

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <Field label="Nome completo" error={errors.name?.message}>
        <Input autoComplete="name" maxLength={PAYMENT_LIMITS.name} {...form.register('name')} />
      </Field>
      <Field label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" maxLength={PAYMENT_LIMITS.email} {...form.register('email')} />
      </Field>
      <Field label="CPF" error={errors.cpf?.message}>
        <MaskedInput mask="cpf" {...form.register('cpf')} />
      </Field>
      <DialogFooter>
        <Button variant="outline" disabled={buy.isPending} onClick={onClose}>
          {COINS_TEXTS.cancel}
        </Button>
        <Button type="submit" disabled={buy.isPending}>
          {buy.isPending ? COINS_TEXTS.generatingPix : COINS_TEXTS.generatePix}
        </Button>
      </DialogFooter>
    </form>
  );
}

type PurchaseDialogProps = {
  pkg: CoinPackage | null;
  onOpenChange: (open: boolean) => void;
  onCreated: (payment: Payment) => void;
};

/** The buyer's name, e-mail and CPF for the PIX charge (spec 02 §5), filled from the profile. */
export function PurchaseDialog({ pkg, onOpenChange, onCreated }: PurchaseDialogProps) {
  const { data: profile } = useProfile();
  const defaults: PaymentCustomerInput = {
    name: profile?.full_name ?? '',
    email: profile?.email ?? '',
    cpf: profile?.cpf ? maskCpf(profile.cpf) : '',
  };
  return (
    <Dialog open={pkg !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {pkg ? (
          <>
            <DialogTitle>{COINS_TEXTS.purchaseTitle(pkg.name)}</DialogTitle>
            <DialogDescription>
              {coins(pkg.coins)} por <strong className="text-slate-900">{formatBrl(pkg.priceCents)}</strong>, pagos por
              PIX. Confira os dados de quem vai pagar.
            </DialogDescription>
            <PurchaseForm
              key={`${pkg.id}-${profile ? 'profile' : 'blank'}`}
              pkg={pkg}
              defaults={defaults}
              onCreated={onCreated}
              onClose={() => onOpenChange(false)}
            />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
