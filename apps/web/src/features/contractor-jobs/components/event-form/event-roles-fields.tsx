import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { EVENT_LIMITS } from '@vamos/shared/job-events';
import { JOB_LIMITS } from '@vamos/shared/job-limits';
import { SEGMENT_LABELS } from '@vamos/shared/segments';
import type { CreateEvent } from '@vamos/shared/schemas/job-events';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { EMPTY_ROLE, type EventFormValues } from '../../lib/event-form-values';
import { BrlInput } from '../job-form/brl-input';
import { SEGMENT_OPTIONS } from '../job-form/job-form';

/**
 * The event's roles: each its segment, people, value and dress code; 'Adicionar função' adds one.
 * `guaranteed`: the event is paid through the platform ('Pagamento garantido'), as each value's hint says.
 */
export function EventRolesFields({
  form,
  guaranteed = false,
}: {
  form: UseFormReturn<EventFormValues, unknown, CreateEvent>;
  guaranteed?: boolean;
}) {
  const { register, getValues, setValue, formState } = form;
  // Each role's key, kept when another is removed (react-hook-form's useFieldArray would weigh on
  // every form page's first load: its code rides in the library's shared chunk).
  const next = useRef(getValues('roles').length);
  const [keys, setKeys] = useState(() => getValues('roles').map((_, i) => i));
  const errors = formState.errors.roles;
  const shouldValidate = formState.isSubmitted;
  function add() {
    setValue('roles', [...getValues('roles'), { ...EMPTY_ROLE }], { shouldValidate });
    setKeys([...keys, next.current++]);
  }
  function remove(index: number) {
    setValue(
      'roles',
      getValues('roles').filter((_, i) => i !== index),
      { shouldValidate },
    );
    setKeys(keys.filter((_, i) => i !== index));
  }
  return (
    <div className="flex flex-col gap-4 sm:col-span-2">
      {errors?.root?.message || errors?.message ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.root?.message ?? errors.message}
        </p>
      ) : null}
      <ol className="flex flex-col gap-4">
        {keys.map((key, i) => {
          const roleErrors = errors?.[i];
          const n = i + 1;
          return (
            <li key={key} className="relative rounded-lg border border-slate-200 bg-slate-50/60 p-3 sm:p-4">
              {keys.length > EVENT_LIMITS.minRoles ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover função ${n}`}
                  className="absolute top-1.5 right-1.5"
                  onClick={() => remove(i)}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
              <fieldset className="grid grid-cols-1 gap-4 sm:grid-cols-2">
                <legend className="float-left mb-1 min-h-9 w-full pr-10 text-sm leading-9 font-semibold text-slate-900">
                  Função {n}
                </legend>
                <Field label="Segmento" error={roleErrors?.segment?.message} className="clear-both">
                  <NativeSelect {...register(`roles.${i}.segment`)}>
                    <option value="">Selecione o segmento</option>
                    {SEGMENT_OPTIONS.map((code) => (
                      <option key={code} value={code}>
                        {SEGMENT_LABELS[code]}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
                <Field label="Número de pessoas" error={roleErrors?.required_people?.message}>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={JOB_LIMITS.minPeople}
                    max={JOB_LIMITS.maxPeople}
                    step={1}
                    {...register(`roles.${i}.required_people`)}
                  />
                </Field>
                <Field
                  label="Orçamento"
                  error={roleErrors?.salary_cents?.message}
                  hint={`Valor pago a cada freelancer, ${guaranteed ? 'por PIX pelo Vamos Trabalhar' : 'fora da plataforma'}.`}
                >
                  <BrlInput {...register(`roles.${i}.salary_cents`)} />
                </Field>
                <Field label="Vestimentas" error={roleErrors?.requirements?.message}>
                  <Textarea
                    rows={2}
                    maxLength={JOB_LIMITS.requirements}
                    placeholder="Ex.: camisa preta, calça social e sapato fechado"
                    {...register(`roles.${i}.requirements`)}
                  />
                </Field>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {keys.length < EVENT_LIMITS.maxRoles ? (
        <Button type="button" variant="outline" className="self-start" onClick={add}>
          <Plus aria-hidden />
          Adicionar função
        </Button>
      ) : (
        <p className="text-sm text-slate-600">Um evento pode ter no máximo {EVENT_LIMITS.maxRoles} funções.</p>
      )}
    </div>
  );
}
