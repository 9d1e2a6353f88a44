import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Statement } from '@vamos/shared/schemas/payments';
import { api } from '@/lib/api-client';

/**
 * The user's ledger, newest first. Under ['wallet'], so `wallet.changed` (lib/realtime) and
 * every mutation that moves coins or credits refresh it with the balance.
 */
export const statementQueryKey = ['wallet', 'statement'] as const;

/** `GET /api/wallet/statement?cursor=`: one page of entries and the cursor of the next. */
export async function getStatement(
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Statement> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return api<Statement>(`/wallet/statement${query}`, { signal });
}

export function getStatementQueryOptions() {
  return infiniteQueryOptions({
    queryKey: statementQueryKey,
    queryFn: ({ pageParam, signal }) => getStatement(pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useStatement() {
  return useInfiniteQuery(getStatementQueryOptions());
}
