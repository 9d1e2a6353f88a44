import { Link } from 'react-router';
import { ChevronRight, FileSpreadsheet, ReceiptText } from 'lucide-react';
import { brazilianDate } from '@vamos/shared/dates';
import { RECEIPT_KIND_LABELS } from '@vamos/shared/receipts';
import type { ContractorReceipts, Receipt } from '@vamos/shared/schemas/receipts';
import { buttonVariants } from '@/components/ui/button';
import { ListError } from '@/components/ui/list-error';
import { CardListSkeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatBrl } from '@/lib/format';
import { monthLabel } from '@/lib/months';
import { receiptsCsvHref, useContractorReceipts } from '../api/get-contractor-receipts';

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

/** The receipts' sums in a line: what reached the freelancers, the fees on it, and both. */
function ReceiptsTotals({ totals }: { totals: ContractorReceipts['totals'] }) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <div className="flex gap-1">
        <dt>Pago aos freelancers:</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{formatBrl(totals.net_cents)}</dd>
      </div>
      <div className="flex gap-1">
        <dt>Taxas de serviço:</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{formatBrl(totals.fee_cents)}</dd>
      </div>
      <div className="flex gap-1">
        <dt>Total dos recibos:</dt>
        <dd className="font-semibold text-slate-900 tabular-nums">{formatBrl(totals.contractor_total_cents)}</dd>
      </div>
    </dl>
  );
}

/**
 * 'Recibos' (decision 0046): the receipts of the month's PIX sent to freelancers (by when each was
 * sent), their sums, and the month as CSV for the accountant.
 */
export function ReceiptsSection({ month }: { month: string }) {
  const listed = useContractorReceipts(month);
  return (
    <section aria-labelledby="recibos" className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id="recibos" className="text-lg font-semibold text-slate-900">
          Recibos
        </h3>
        <p className="text-sm text-slate-600">Um recibo por PIX enviado a um freelancer, pela data do envio.</p>
      </div>
      <a
        href={receiptsCsvHref(month)}
        download
        className={buttonVariants({ variant: 'outline', className: 'self-start' })}
      >
        <FileSpreadsheet aria-hidden />
        Exportar CSV do mês
      </a>
      {listed.isPending ? (
        <CardListSkeleton label="Carregando os recibos" count={2} cardClassName="h-24" />
      ) : listed.isError ? (
        <ListError
          title="Não foi possível carregar os recibos."
          error={listed.error}
          onRetry={() => void listed.refetch()}
          retrying={listed.isFetching}
        />
      ) : listed.data.receipts.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
          <ReceiptText className="size-6 text-slate-500" aria-hidden />
          <p className="font-semibold text-slate-900">Nenhum recibo neste mês.</p>
          <p className="text-sm text-slate-600">
            Cada freelancer pago por PIX numa vaga com Pagamento garantido gera um recibo aqui.
          </p>
        </div>
      ) : (
        <>
          <ReceiptsTotals totals={listed.data.totals} />
          <ul className="flex flex-col gap-3" aria-label={`Recibos de ${monthLabel(listed.data.month)}`}>
            {listed.data.receipts.map((receipt) => (
              <ReceiptRow key={receipt.payout_id} receipt={receipt} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
