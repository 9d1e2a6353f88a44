import { ArrowDownLeft, ArrowUpRight, ReceiptText } from 'lucide-react';
import type { StatementEntry } from '@vamos/shared/schemas/payments';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useStatement } from '../api/get-statement';
import { amountLabel, signedDelta, spokenDelta, type StatementCurrency } from '../lib/statement-format';

function EntryRow({ entry, currency }: { entry: StatementEntry; currency: StatementCurrency }) {
  const credit = entry.delta >= 0;
  const Icon = credit ? ArrowDownLeft : ArrowUpRight;
  return (
    <li className="flex items-start gap-3 py-3">
      <span
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
          credit ? 'bg-emerald-50 text-emerald-700' : 'bg-red-50 text-red-700',
        )}
      >
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">{entry.label}</p>
        {entry.detail ? <p className="truncate text-sm text-slate-600">{entry.detail}</p> : null}
        <p className="text-xs text-slate-600">
          <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
        </p>
      </div>
      <div className="shrink-0 text-right">
        <p className={cn('font-bold tabular-nums', credit ? 'text-emerald-700' : 'text-red-700')}>
          <span aria-hidden>{signedDelta(entry.delta)}</span>
          <span className="sr-only">{spokenDelta(entry, currency)}</span>
        </p>
        <p className="text-xs text-slate-600 tabular-nums">Saldo: {amountLabel(entry.balance_after, currency)}</p>
      </div>
    </li>
  );
}

/**
 * 'Extrato': every ledger entry of the signed-in user (bonus, purchases, charges, refunds),
 * newest first, with the balance after each one. Coins for a freelancer, credits for a contractor.
 */
export function StatementSection({ currency }: { currency: StatementCurrency }) {
  const { data, error, isPending, fetchNextPage, hasNextPage, isFetchingNextPage } = useStatement();
  const entries = data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <section aria-labelledby="extrato" className="flex flex-col gap-3">
      <h2 id="extrato" className="text-lg font-semibold text-slate-900">
        Extrato
      </h2>
      <Card className="px-4 md:px-5">
        {isPending ? (
          <Spinner label="Carregando extrato..." />
        ) : error ? (
          <div role="alert" className="py-6 text-center">
            <p className="font-semibold text-red-900">Erro ao carregar</p>
            <p className="text-sm text-red-800">
              {error instanceof ApiError ? error.message : 'Não foi possível carregar o extrato.'}
            </p>
          </div>
        ) : entries.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-slate-600">
            <ReceiptText className="size-8 text-slate-400" aria-hidden />
            <p>Nenhuma movimentação ainda.</p>
          </div>
        ) : (
          <>
            <ol className="divide-y divide-slate-100" aria-label="Movimentações">
              {entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} currency={currency} />
              ))}
            </ol>
            {hasNextPage ? (
              <div className="border-t border-slate-100 py-3 text-center">
                <Button variant="ghost" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
                  {isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </Card>
    </section>
  );
}
