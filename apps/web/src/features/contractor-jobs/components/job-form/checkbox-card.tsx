import type { ReactNode } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import type { JobFormValues } from '../../lib/job-form-values';

type BooleanField = { [K in keyof JobFormValues]: JobFormValues[K] extends boolean ? K : never }[keyof JobFormValues];

/** A yes/no choice of the job form: the checkbox, its label and a line saying what it means. */
export function CheckboxCard({
  control,
  name,
  label,
  hint,
  disabled,
}: {
  control: Control<JobFormValues, unknown, CreateJob>;
  name: BooleanField;
  label: string;
  hint: ReactNode;
  /** The choice can no longer change (the hint says why). */
  disabled?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:col-span-2">
          <Checkbox
            id={name}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
            ref={field.ref}
            disabled={disabled}
            className="mt-0.5"
            aria-describedby={`${name}-hint`}
          />
          <div className="flex flex-col">
            <Label htmlFor={name}>{label}</Label>
            <span id={`${name}-hint`} className="text-sm text-slate-600">
              {hint}
            </span>
          </div>
        </div>
      )}
    />
  );
}
