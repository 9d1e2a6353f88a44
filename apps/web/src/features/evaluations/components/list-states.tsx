import { Star } from 'lucide-react';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { EVALUATION_TEXTS as T } from '../lib/evaluation-texts';

/** A list with nothing in it: the spec's message. */
export function EmptyList({ text }: { text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Star className="size-6" aria-hidden />
      </span>
      <p className="max-w-xs text-sm font-medium text-slate-700">{text}</p>
    </div>
  );
}

/** Loading, or 'Erro ao carregar' with a retry; null once there is data. */
export function ListStatus({ isPending, error, onRetry }: { isPending: boolean; error: unknown; onRetry: () => void }) {
  if (isPending) return <Spinner />;
  if (!error) return null;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <p className="font-semibold text-red-900">{T.loadError}</p>
      <p className="text-sm text-red-800">{error instanceof ApiError ? error.message : INTERNAL_MESSAGE}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
