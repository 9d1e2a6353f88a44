import { formatBrl } from '@/lib/format';
import { monthLabel } from '@/lib/months';

/**
 * What reached the freelancer's account among the month's pay-outs, and, when there is any, what is
 * released and not sent yet (whatever the month).
 */
export function EarningsSummary({
  month,
  sentCents,
  pendingCents,
}: {
  month: string;
  sentCents: number;
  pendingCents: number;
}) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="flex flex-col gap-1 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
        <dt className="text-sm font-medium text-emerald-900">Recebido em {monthLabel(month)}</dt>
        <dd className="text-2xl font-bold text-emerald-900 tabular-nums">{formatBrl(sentCents)}</dd>
      </div>
      {pendingCents > 0 ? (
        <div className="flex flex-col gap-1 rounded-xl border border-amber-200 bg-amber-50 p-4">
          <dt className="text-sm font-medium text-amber-900">A receber</dt>
          <dd className="text-2xl font-bold text-amber-900 tabular-nums">{formatBrl(pendingCents)}</dd>
        </div>
      ) : null}
    </dl>
  );
}
