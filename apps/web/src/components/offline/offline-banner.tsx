import { WifiOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { hourMinute } from '@/lib/format';
import { useOnline } from '@/lib/use-online';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * When the copy on screen was fetched: "atualizado às 14:02" today, "atualizado em 24/11 às 14:02"
 * on another day (the copy kept on the phone lasts a week: decision 0031).
 */
export function updatedAtText(updatedAt: number, now: Date = new Date()): string {
  const at = new Date(updatedAt);
  const sameDay =
    at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  return sameDay
    ? `atualizado às ${hourMinute(at)}`
    : `atualizado em ${pad(at.getDate())}/${pad(at.getMonth() + 1)} às ${hourMinute(at)}`;
}

/** What a screen is showing about the network, for a query with data kept on the phone. */
export type OfflineState = {
  /** When the data on screen was fetched (the query's dataUpdatedAt), 0 when none. */
  updatedAt: number;
  /** The query's last error (a refetch that could not get through also means no connection). */
  error?: unknown;
};

/** Whether the screen is offline: the browser says so, or the last refetch found no connection. */
export function useShowsOffline(error: unknown): boolean {
  const online = useOnline();
  return !online || (error instanceof ApiError && error.status === 0);
}

/**
 * "Sem conexão · atualizado às 14:02" above a list read from the copy kept on the phone (issue 24):
 * shown only while offline, so the person knows what they read may have changed since.
 */
export function OfflineBanner({ updatedAt, error }: OfflineState) {
  const offline = useShowsOffline(error);
  if (!offline || updatedAt === 0) return null;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
    >
      <WifiOff className="size-4 shrink-0" aria-hidden />
      <span>Sem conexão · {updatedAtText(updatedAt)}</span>
    </p>
  );
}

/** Offline with nothing kept yet: said plainly, instead of a spinner that would turn for ever. */
export function OfflineEmpty({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center"
    >
      <WifiOff className="size-6 text-slate-500" aria-hidden />
      <p className="font-semibold text-slate-900">Sem conexão</p>
      <p className="max-w-sm text-sm text-slate-600">{children}</p>
    </div>
  );
}
