import { useEffect, useRef, useState } from 'react';
import {
  get,
  useFormState,
  type Control,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { toast } from 'sonner';
import { BR_STATES } from '@vamos/shared/br-states';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { onlyDigits } from '@vamos/shared/masks';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { lookupCep } from '@/lib/cep';
import { MaskedInput } from './masked-input';

const CEP_TOASTS = {
  found: 'Endereço encontrado!',
  notFoundTitle: ERROR_MESSAGES.CEP_NOT_FOUND,
  notFound: 'Por favor, verifique o CEP digitado.',
  failedTitle: 'Erro ao buscar CEP',
  failed: ERROR_MESSAGES.CEP_LOOKUP_FAILED,
} as const;

const CORREIOS_SEARCH_URL = 'https://buscacepinter.correios.com.br/app/endereco/index.php';

type AddressKey = 'cep' | 'state' | 'city' | 'neighborhood' | 'street' | 'number' | 'complement';

type AddressFieldsProps<T extends FieldValues> = {
  /** Any form whose values hold the address (the form's resolver output type does not matter here). */
  control: Control<T, unknown, unknown>;
  register: UseFormRegister<T>;
  setValue: UseFormSetValue<T>;
  /** Where the address sits in the form values: 'address' for `address.cep`…; omit for top-level `cep`…. */
  prefix?: string;
  disabled?: boolean;
};

/**
 * CEP, Estado, Cidade, Bairro, Rua, Número and Complemento for a react-hook-form form. When the
 * CEP reaches 8 digits its address is looked up and fills street, neighbourhood, city and state;
 * focus then moves to Número. Errors are read from the form state, under `prefix`.
 */
export function AddressFields<T extends FieldValues>({
  control,
  register,
  setValue,
  prefix,
  disabled,
}: AddressFieldsProps<T>) {
  const name = (key: AddressKey) => (prefix ? `${prefix}.${key}` : key) as Path<T>;
  const { errors } = useFormState({ control });
  const errorOf = (key: AddressKey): string | undefined => {
    const error: unknown = get(errors, name(key));
    const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
    return typeof message === 'string' ? message : undefined;
  };

  const [searching, setSearching] = useState(false);
  const lastLookup = useRef<string | null>(null);
  const pending = useRef<AbortController | null>(null);
  const numberInput = useRef<HTMLInputElement | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  function fill(key: AddressKey, value: string) {
    if (value.trim() === '') return;
    setValue(name(key), value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
  }

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
      fill('street', address.street);
      fill('neighborhood', address.neighborhood);
      fill('city', address.city);
      fill('state', address.state.toUpperCase());
      toast.success(CEP_TOASTS.found);
      if (numberInput.current && numberInput.current.value === '') numberInput.current.focus();
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof ApiError && error.code === 'CEP_NOT_FOUND') {
        toast.error(CEP_TOASTS.notFoundTitle, { description: CEP_TOASTS.notFound });
      } else {
        lastLookup.current = null; // a failed lookup may be retried with the same CEP
        toast.error(CEP_TOASTS.failedTitle, { description: CEP_TOASTS.failed });
      }
    } finally {
      if (pending.current === controller) {
        pending.current = null;
        setSearching(false);
      }
    }
  }

  const cep = register(name('cep'));
  const numberField = register(name('number'));

  return (
    <div className="grid grid-cols-6 gap-4">
      <Field
        label="CEP"
        error={errorOf('cep')}
        className="col-span-6 sm:col-span-3"
        hint={
          searching ? (
            <span role="status">Buscando endereço...</span>
          ) : (
            <a
              href={CORREIOS_SEARCH_URL}
              target="_blank"
              rel="noopener noreferrer"
              className="text-brand-700 underline"
            >
              Não sei meu CEP
            </a>
          )
        }
      >
        <MaskedInput
          mask="cep"
          disabled={disabled}
          aria-busy={searching || undefined}
          {...cep}
          onChange={(event) => {
            void cep.onChange(event);
            void searchCep(event.target.value);
          }}
        />
      </Field>
      <Field label="Estado" error={errorOf('state')} className="col-span-6 sm:col-span-3">
        <NativeSelect autoComplete="address-level1" disabled={disabled} {...register(name('state'))}>
          <option value="">Selecione</option>
          {BR_STATES.map((state) => (
            <option key={state.uf} value={state.uf}>
              {state.name} ({state.uf})
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Cidade" error={errorOf('city')} className="col-span-6 sm:col-span-3">
        <Input autoComplete="address-level2" disabled={disabled} {...register(name('city'))} />
      </Field>
      <Field label="Bairro" error={errorOf('neighborhood')} className="col-span-6 sm:col-span-3">
        <Input autoComplete="address-level3" disabled={disabled} {...register(name('neighborhood'))} />
      </Field>
      <Field label="Rua" error={errorOf('street')} className="col-span-6">
        <Input autoComplete="address-line1" disabled={disabled} {...register(name('street'))} />
      </Field>
      <Field label="Número" error={errorOf('number')} className="col-span-2">
        <Input
          autoComplete="off"
          disabled={disabled}
          {...numberField}
          ref={(element) => {
            numberField.ref(element);
            numberInput.current = element;
          }}
        />
      </Field>
      <Field label="Complemento (opcional)" error={errorOf('complement')} className="col-span-4">
        <Input autoComplete="address-line2" disabled={disabled} {...register(name('complement'))} />
      </Field>
    </div>
  );
}
