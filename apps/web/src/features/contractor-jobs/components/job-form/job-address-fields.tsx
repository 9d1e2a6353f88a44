import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { BR_STATES, citiesOf } from '@vamos/shared/br-states';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { MaskedInput } from '@/components/forms/masked-input';
import { useCepLookup } from '@/components/forms/use-cep-lookup';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { JobFormValues } from '../../lib/job-form-values';

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
  const { searching, cepInputProps, numberInputRef } = useCepLookup((key, value) =>
    setValue(key, value, { shouldDirty: true, shouldValidate: formState.isSubmitted }),
  );

  // Registered first: the first field with an error takes the focus, in this order.
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
        <MaskedInput mask="cep" {...cepInputProps(cep)} />
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
              numberInputRef.current = element;
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
