import { useId } from 'react';
import { Repeat } from 'lucide-react';
import { REPEAT_WEEK_OPTIONS, publicationCount, publicationCountText } from '@vamos/shared/job-events';
import { credits as creditsText } from '@vamos/shared/pricing';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * 'Repetir semanalmente' on the job form (decision 0038): the same job on the same weekday for 2 to
 * 8 weeks, all published at once; says how many jobs and credits before 'Publicar'. `weeks` 1: off.
 */
export function WeeklyRepeat({
  weeks,
  onChange,
  credits,
}: {
  weeks: number;
  onChange: (weeks: number) => void;
  credits: number | undefined;
}) {
  const id = useId();
  const on = weeks > 1;
  const needed = publicationCount(1, weeks).credits;
  const short = on && credits !== undefined && credits < needed;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={on}
          onCheckedChange={(checked) => onChange(checked === true ? REPEAT_WEEK_OPTIONS[2] : 1)}
          className="mt-0.5"
          aria-describedby={`${id}-hint`}
        />
        <div className="flex flex-col">
          <Label htmlFor={id} className="flex items-center gap-1.5">
            <Repeat className="size-4 text-brand-700" aria-hidden />
            Repetir semanalmente
          </Label>
          <span id={`${id}-hint`} className="text-sm text-slate-600">
            A mesma vaga no mesmo dia da semana, publicada de uma vez para as próximas semanas.
          </span>
        </div>
      </div>
      {on ? (
        <>
          <Field label="Por quantas semanas">
            <NativeSelect value={String(weeks)} onChange={(e) => onChange(Number(e.target.value))}>
              {REPEAT_WEEK_OPTIONS.map((n) => (
                <option key={n} value={n}>
                  {n} semanas
                </option>
              ))}
            </NativeSelect>
          </Field>
          <p
            role="status"
            className={short ? 'text-sm font-semibold text-red-800' : 'text-sm font-semibold text-brand-900'}
          >
            {publicationCountText(1, weeks)}.
            {short && credits !== undefined ? ` Você tem ${creditsText(credits)}.` : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
