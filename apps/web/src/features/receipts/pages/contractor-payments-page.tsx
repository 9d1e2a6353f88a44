import { Link, useSearchParams } from 'react-router';
import { ChevronRight, FileSpreadsheet, ReceiptText } from 'lucide-react';
import { brazilianDate } from '@vamos/shared/dates';
import { RECEIPT_KIND_LABELS } from '@vamos/shared/receipts';
import type { ContractorReceipts, Receipt } from '@vamos/shared/schemas/receipts';
import { buttonVariants } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { MonthSwitcher } from '@/components/ui/month-switcher';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatBrl } from '@/lib/format';
import { currentMonth, isMonth, monthLabel } from '@/lib/months';
import { receiptsCsvHref, useContractorReceipts } from '../api/get-contractor-receipts';

/** The month in the address (`?mes=yyyy-MM`), or this month: none after it. */
function useShownMonth(): [string, string, (month: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = currentMonth();
  const asked = searchParams.get('mes');
  const month = isMonth(asked) && asked <= latest ? asked : latest;
  const show = (next: string) => setSearchParams(next === latest ? {} : { mes: next });
  return [month, latest, show];
}

function MonthTotals({ totals }: { totals: ContractorReceipts['totals'] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3">
      <div className="flex flex-col">
        <dt className="text-xs text-slate-600">Pago aos freelancers</dt>
        <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatBrl(totals.net_cents)}</dd>
      </div>
      <div className="flex flex-col">
        <dt className="text-xs text-slate-600">Taxas de serviço</dt>
        <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatBrl(totals.fee_cents)}</dd>
      </div>
      <div className="col-span-2 flex flex-col sm:col-span-1">
        <dt className="text-xs text-slate-600">Total do mês</dt>
        <dd className="text-lg font-bold text-slate-900 tabular-nums">{formatBrl(totals.contractor_total_cents)}</dd>
      </div>
    </dl>
  );
}

function ReceiptRow({ receipt }: { receipt: Receipt }) {
  return (
    <li>
      <Link
        to={paths.receipt.getHref(receipt.payout_id)}
        aria-label={`Ver recibo ${receipt.number} de ${receipt.freelancer.name}`}
        className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300"
      >
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="font-semibold break-words text-slate-900">{receipt.freelancer.name}</span>
          <span className="text-sm break-words text-slate-600">
            {receipt.job.title} · Turno de {brazilianDate(receipt.job.service_date)}
          </span>
          <span className="text-xs text-slate-500">
            {RECEIPT_KIND_LABELS[receipt.kind]} · Nº {receipt.number}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end">
          <span className="font-bold text-slate-900 tabular-nums">{formatBrl(receipt.contractor_total_cents)}</span>
          <span className="text-xs text-slate-500">Ver recibo</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-slate-500" aria-hidden />
      </Link>
    </li>
  );
}

function MonthReceipts({ listed }: { listed: ContractorReceipts }) {
  if (listed.receipts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
        <ReceiptText className="size-6 text-slate-500" aria-hidden />
        <p className="font-semibold text-slate-900">Nenhum pagamento neste mês.</p>
        <p className="text-sm text-slate-600">
          Cada freelancer pago por PIX numa vaga com Pagamento garantido gera um recibo aqui.
        </p>
      </div>
    );
  }
  return (
    <>
      <MonthTotals totals={listed.totals} />
      <ul className="flex flex-col gap-3" aria-label={`Recibos de ${monthLabel(listed.month)}`}>
        {listed.receipts.map((receipt) => (
          <ReceiptRow key={receipt.payout_id} receipt={receipt} />
        ))}
      </ul>
    </>
  );
}

/**
 * /contractor/pagamentos: 'Pagamentos' (issue 27, decision 0046), the owner's and the managers'. The
 * month's receipts of guaranteed pay (by when the PIX was sent), their sums, and the month as CSV
 * for the accountant.
 */
export function ContractorPaymentsPage() {
  const [month, latest, show] = useShownMonth();
  const listed = useContractorReceipts(month);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <title>Pagamentos · Vamos Trabalhar</title>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Pagamentos</h1>
        <p className="text-sm text-slate-600">
          Os recibos dos freelancers pagos por PIX nas vagas com Pagamento garantido, mês a mês.
        </p>
      </div>
      <MonthSwitcher month={month} latest={latest} onChange={show} />
      <a
        href={receiptsCsvHref(month)}
        download
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
      >
        <FileSpreadsheet aria-hidden />
        Exportar CSV do mês
      </a>
      {listed.isPending ? (
        <CardListSkeleton label="Carregando os pagamentos" count={2} cardClassName="h-24" />
      ) : listed.isError ? (
        <ListError
          title="Não foi possível carregar os pagamentos."
          error={listed.error}
          onRetry={() => void listed.refetch()}
          retrying={listed.isFetching}
        />
      ) : (
        <MonthReceipts listed={listed.data} />
      )}
    </div>
  );
}
