import { useId, type ReactElement, type ReactNode, cloneElement } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

type FieldProps = {
  label: ReactNode;
  /** The message to show (usually a string; a node for structured messages such as the password criteria). */
  error?: ReactNode;
  hint?: ReactNode;
  className?: string;
  /** The control; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
};

/** A visible label, the control, and its error or hint, wired for assistive technology. */
export function Field({ label, error, hint, className, children }: FieldProps) {
  const id = useId();
  const controlId = (children.props.id as string | undefined) ?? id;
  const messageId = `${controlId}-message`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {cloneElement(children, {
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
