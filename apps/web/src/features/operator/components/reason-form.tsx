import { useId, useState, type ReactNode } from 'react';
import { operatorReasonField } from '@vamos/shared/schemas/operator';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { OperatorAlert } from './operator-frame';
import { ReasonField } from './reason-field';

export type ReasonAction = { key: string; label: string; variant?: 'default' | 'destructive' | 'outline' };

/**
 * An operator's decision with its mandatory reason (the server's own rule, 10 to 1000 characters,
 * checked here before anything is sent; the server's message when it refuses): one labelled text area
 * and a button per action. `onAction` gets the trimmed reason and `clear`, to empty the field once
 * the decision is taken.
 */
export function ReasonForm({
  label,
  hint,
  actions,
  pending,
  error,
  onAction,
  extra,
}: {
  label: string;
  hint: string;
  actions: ReasonAction[];
  pending: boolean;
  error: unknown;
  onAction: (key: string, reason: string, clear: () => void) => void;
  extra?: ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const reasonError = localError ?? (error instanceof ApiError ? error.fields.reason : undefined);
  const formError = error instanceof Error && !reasonError ? error.message : null;

  const act = (key: string) => {
    const parsed = operatorReasonField.safeParse(reason);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setLocalError(null);
    onAction(key, parsed.data, () => setReason(''));
  };

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-3">
      {formError ? <OperatorAlert>{formError}</OperatorAlert> : null}
      <ReasonField
        id={`${id}-reason`}
        label={label}
        rows={3}
        value={reason}
        onChange={setReason}
        error={reasonError}
        hint={hint}
      />
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.key}
            type="button"
            variant={action.variant ?? 'default'}
            disabled={pending}
            onClick={() => act(action.key)}
          >
            {action.label}
          </Button>
        ))}
        {extra}
      </div>
    </form>
  );
}
