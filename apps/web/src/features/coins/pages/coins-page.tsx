import { Info } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { APPLICATION_COST_RULE, COIN_PACKAGES, type CoinPackage } from '@vamos/shared/pricing';
import type { Payment } from '@vamos/shared/schemas/payments';
import { toastConfirmed } from '@/components/payments/charge-texts';
import { Spinner } from '@/components/ui/spinner';
import { useChargeOutcome } from '@/components/payments/use-charge-outcome';
import { useProfile } from '@/api/profile';
import { useCoins } from '@/api/wallet';
import { usePendingPayment } from '../api/get-pending-payment';
import { BalanceCard } from '../components/balance-card';
import { PackageCard } from '../components/package-card';
import { PendingPaymentCard } from '../components/pending-payment-card';
import { PixPaymentDialog } from '../components/pix-payment-dialog';
import { PurchaseDialog } from '../components/purchase-dialog';
import { COINS_TEXTS, creditedLabel } from '../lib/coins-texts';
import { packageButton } from '../lib/package-button';

/**
 * /freelancer/tokens: 'Pacotes de Moedas' (spec 02 "Coin packages"): the balance, the pending
 * PIX charge, the three packages and, below, the statement the route passes in.
 */
export function CoinsPage({ statement }: { statement?: ReactNode }) {
  const coins = useCoins();
  const pendingQuery = usePendingPayment();
  useProfile(); // fetched early: it fills the purchase dialog
  const pending = pendingQuery.data ?? null;
  const [buying, setBuying] = useState<CoinPackage | null>(null);
  const [shown, setShown] = useState<Payment | null>(null);

  useChargeOutcome(pendingQuery.data, (payment) => toastConfirmed(payment, creditedLabel(payment.quantity)));

  const onPackage = (pkg: CoinPackage) => {
    const button = packageButton(pkg.id, pending);
    if (button.action === 'view-charge' && pending) setShown(pending);
    else setBuying(pkg);
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <title>Pacotes de Moedas · Vamos Trabalhar</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">{COINS_TEXTS.title}</h1>
        <p className="text-slate-600">{COINS_TEXTS.subtitle}</p>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <BalanceCard coins={coins.data} loading={coins.isPending} />
        {pendingQuery.isPending ? (
          <Spinner label="Carregando pagamentos..." className="rounded-xl border border-slate-200 bg-white" />
        ) : (
          <PendingPaymentCard payment={pending} onView={setShown} />
        )}
      </div>

      <section aria-labelledby="pacotes" className="flex flex-col gap-4">
        <h2 id="pacotes" className="text-lg font-semibold text-slate-900">
          Escolha seu pacote
        </h2>
        <div className="grid gap-5 pt-2 md:grid-cols-3">
          {COIN_PACKAGES.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              button={packageButton(pkg.id, pending)}
              onClick={() => onPackage(pkg)}
            />
          ))}
        </div>
        <p className="flex gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          Cada candidatura custa {APPLICATION_COST_RULE}, e as moedas só são descontadas se você for aprovado.
        </p>
      </section>

      {statement}

      <PurchaseDialog
        pkg={buying}
        onOpenChange={(open) => !open && setBuying(null)}
        onCreated={(payment) => {
          setBuying(null);
          setShown(payment);
        }}
      />
      <PixPaymentDialog payment={shown} onOpenChange={(open) => !open && setShown(null)} />
    </div>
  );
}
