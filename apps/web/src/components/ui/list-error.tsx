import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';

/** A failed load: what failed, the server's message (or the generic one) and 'Tentar novamente'. */
export function ListError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <p className="font-semibold text-red-900">{title}</p>
      <p className="text-sm text-red-800">{error instanceof ApiError ? error.message : INTERNAL_MESSAGE}</p>
      <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}
