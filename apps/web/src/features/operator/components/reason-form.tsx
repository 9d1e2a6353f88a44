import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { OperatorAlert } from './operator-frame';

export type ReasonAction = { key: string; label: string; variant?: 'default' | 'destructive' | 'outline' };

/**
 * An operator's decision with its mandatory reason (10 to 1000 characters, the server's message when
 * it is missing): one labelled text area and a button per action.
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
  onAction: (key: string, reason: string) => void;
  extra?: ReactNode;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const fields = error instanceof ApiError ? error.fields : {};
  const reasonError = fields.reason;
  const formError = error instanceof Error && !reasonError ? error.message : null;
  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} className="flex flex-col gap-3">
      {formError ? <OperatorAlert>{formError}</OperatorAlert> : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-reason`}>{label}</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={`${id}-reason-message`}
        />
        {reasonError ? (
          <p id={`${id}-reason-message`} role="alert" className="text-sm text-red-700">
            {reasonError}
          </p>
        ) : (
          <p id={`${id}-reason-message`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {actions.map((action) => (
          <Button
            key={action.key}
            type="button"
            variant={action.variant ?? 'default'}
            disabled={pending}
            onClick={() => onAction(action.key, reason)}
          >
            {action.label}
          </Button>
        ))}
        {extra}
      </div>
    </form>
  );
}
