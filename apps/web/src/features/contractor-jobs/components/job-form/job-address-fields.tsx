import { useEffect, useRef, useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { BR_STATES, citiesOf } from '@vamos/shared/br-states';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { onlyDigits } from '@vamos/shared/masks';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { MaskedInput } from '@/components/forms/masked-input';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { lookupCep } from '@/lib/cep';
import type { JobFormValues } from '../../lib/job-form-values';

/** Spec 02 §8 "CEP". */
const CEP_TOASTS = {
  found: 'Endereço encontrado!',
  notFoundTitle: ERROR_MESSAGES.CEP_NOT_FOUND,
  notFound: 'Por favor, verifique o CEP digitado.',
  failedTitle: 'Erro ao buscar CEP',
  failed: ERROR_MESSAGES.CEP_LOOKUP_FAILED,
} as const;

type Form = UseFormReturn<JobFormValues, unknown, CreateJob>;

/**
 * CEP, Estado, Cidade, Bairro, Rua, Número and Complemento of the job (spec 02 "Job create
 * form"): 8 CEP digits look the address up and fill street, neighbourhood, city and state. State
 * and city come from the fixed lists (the city is picked, never typed); a new state clears the city.
 */
export function JobAddressFields({ form }: { form: Form }) {
  const { register, setValue, control, formState } = form;
  const { errors } = formState;
  const [state, city] = useWatch({ control, name: ['state', 'city'] });
  const [searching, setSearching] = useState(false);
  const lastLookup = useRef<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const numberInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const fill = (key: 'street' | 'neighborhood' | 'city' | 'state', value: string) => {
    if (value.trim() !== '') setValue(key, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  async function searchCep(value: string) {
    const digits = onlyDigits(value);
    if (digits.length !== 8) {
      lastLookup.current = null;
      return;
    }
    if (digits === lastLookup.current) return;
    lastLookup.current = digits;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setSearching(true);
    try {
      const address = await lookupCep(digits, controller.signal);
      fill('state', address.state.toUpperCase());
      fill('city', address.city);
      fill('neighborhood', address.neighborhood);
      fill('street', address.street);
      toast.success(CEP_TOASTS.found);
      if (numberInput.current && numberInput.current.value === '') numberInput.current.focus();
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.code === 'CEP_NOT_FOUND') {
        toast.error(CEP_TOASTS.notFoundTitle, { description: CEP_TOASTS.notFound });
      } else {
        lastLookup.current = null;
        toast.error(CEP_TOASTS.failedTitle, { description: CEP_TOASTS.failed });
      }
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setSearching(false);
      }
    }
  }

  const cep = register('cep');
  const stateField = register('state');
  const numberField = register('number');
  const cities = citiesOf(state);
  const cityOptions = city && !cities.includes(city) ? [city, ...cities] : cities;

  return (
    <>
      <Field
        label="CEP"
        error={errors.cep?.message}
        hint={searching ? <span role="status">Buscando endereço...</span> : undefined}
      >
        <MaskedInput
          mask="cep"
          aria-busy={searching || undefined}
          {...cep}
          onChange={(event) => {
            void cep.onChange(event);
            void searchCep(event.target.value);
          }}
        />
      </Field>
      <Field label="Estado" error={errors.state?.message}>
        <NativeSelect
          {...stateField}
          onChange={(event) => {
            void stateField.onChange(event);
            setValue('city', '', { shouldDirty: true });
          }}
        >
          <option value="">Selecione o estado</option>
          {BR_STATES.map((s) => (
            <option key={s.uf} value={s.uf}>
              {s.name} ({s.uf})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Controller
        control={control}
        name="city"
        render={({ field, fieldState }) => (
          <Field
            label="Cidade"
            error={fieldState.error?.message}
            hint={state ? undefined : 'Escolha o estado ou informe o CEP.'}
          >
            <NativeSelect {...field} disabled={!state}>
              <option value="">{state ? 'Selecione a cidade' : '—'}</option>
              {cityOptions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </Field>
        )}
      />
      <Field label="Bairro" error={errors.neighborhood?.message}>
        <Input autoComplete="off" {...register('neighborhood')} />
      </Field>
      <Field label="Rua" error={errors.street?.message} className="sm:col-span-2">
        <Input autoComplete="off" {...register('street')} />
      </Field>
      <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 sm:col-span-2 sm:grid-cols-2">
        <Field label="Número" error={errors.number?.message}>
          <Input
            autoComplete="off"
            {...numberField}
            ref={(element) => {
              numberField.ref(element);
              numberInput.current = element;
            }}
          />
        </Field>
        <Field label="Complemento (opcional)" error={errors.complement?.message}>
          <Input autoComplete="off" {...register('complement')} />
        </Field>
      </div>
    </>
  );
}
