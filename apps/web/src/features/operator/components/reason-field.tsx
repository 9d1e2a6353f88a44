import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** The mandatory reason of an operator's action, with the server's message under it when refused. */
export function ReasonField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  rows = 2,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint: string;
  rows?: number;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-message`}
      />
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : (
        <p id={`${id}-message`} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}
