import { Link, useSearchParams } from 'react-router';
import { Wallet } from 'lucide-react';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { RELEASE_AFTER_SHIFT_HOURS } from '@vamos/shared/guaranteed-pay';
import type { Earnings } from '@vamos/shared/schemas/guaranteed-pay';
import { buttonVariants } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useEarnings } from '../api/get-earnings';
import { EarningsSummary } from '../components/earnings-summary';
import { MonthSwitcher } from '@/components/ui/month-switcher';
import { PayoutCard } from '../components/payout-card';
import { currentMonth, isMonth, monthLabel } from '@/lib/months';

/** The month in the address (`?mes=yyyy-MM`), or this month: none after it. */
function useShownMonth(): [string, string, (month: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = currentMonth();
  const asked = searchParams.get('mes');
  const month = isMonth(asked) && asked <= latest ? asked : latest;
  const show = (next: string) => setSearchParams(next === latest ? {} : { mes: next });
  return [month, latest, show];
}

/** Without a PIX key, released pay is not sent: where to add one. */
function PixKeyMissing() {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center"
    >
      <p className="flex-1 text-sm font-medium text-amber-950">{ERROR_MESSAGES.PIX_KEY_REQUIRED}</p>
      <Link
        to={paths.freelancer.profile.getHref('recebimento')}
        className={buttonVariants({ size: 'sm', className: 'self-start' })}
      >
        Cadastrar chave PIX
      </Link>
    </div>
  );
}

function MonthEarnings({ earnings }: { earnings: Earnings }) {
  const unsent = earnings.pending_cents > 0 || earnings.payouts.some((payout) => payout.status !== 'sent');
  return (
    <>
      {!earnings.has_pix_key && unsent ? <PixKeyMissing /> : null}
      <EarningsSummary
        month={earnings.month}
        sentCents={earnings.total_sent_cents}
        pendingCents={earnings.pending_cents}
      />
      {earnings.payouts.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
          <Wallet className="size-6 text-slate-500" aria-hidden />
          <p className="font-semibold text-slate-900">Nenhum pagamento neste mês.</p>
          <p className="text-sm text-slate-600">
            As vagas com Pagamento garantido são pagas por PIX até {RELEASE_AFTER_SHIFT_HOURS} h após o turno, na chave
            cadastrada em Recebimento.
          </p>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={`Pagamentos de ${monthLabel(earnings.month)}`}>
          {earnings.payouts.map((payout) => (
            <PayoutCard key={payout.id} payout={payout} />
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * /freelancer/ganhos: 'Meus ganhos' (issue 27, decision 0044). A month's pay-outs of guaranteed-pay
 * jobs, what of them reached the freelancer's account and what is still to send; a failed PIX can be
 * sent again. Opened from the profile and from the pay-out notifications; refreshed live
 * (`payout.changed`).
 */
export function EarningsPage() {
  const [month, latest, show] = useShownMonth();
  const earnings = useEarnings(month);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Meus ganhos · Vamos Trabalhar</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Meus ganhos</h1>
        <p className="text-sm text-slate-600">
          O que você recebeu por PIX das vagas com Pagamento garantido, mês a mês.
        </p>
      </div>
      <MonthSwitcher month={month} latest={latest} onChange={show} />
      {earnings.isPending ? (
        <CardListSkeleton label="Carregando seus ganhos" count={2} cardClassName="h-28" />
      ) : earnings.isError ? (
        <ListError
          title="Não foi possível carregar seus ganhos."
          error={earnings.error}
          onRetry={() => void earnings.refetch()}
          retrying={earnings.isFetching}
        />
      ) : (
        <MonthEarnings earnings={earnings.data} />
      )}
    </div>
  );
}
