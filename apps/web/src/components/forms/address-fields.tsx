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
import { BR_STATES } from '@vamos/shared/br-states';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { MaskedInput } from './masked-input';
import { useCepLookup } from './use-cep-lookup';

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

  const { searching, cepInputProps, numberInputRef } = useCepLookup((key, value) =>
    setValue(name(key), value as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true }),
  );

  // Registered first: the first field with an error takes the focus, in this order.
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
        <MaskedInput mask="cep" disabled={disabled} {...cepInputProps(cep)} />
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
            numberInputRef.current = element;
          }}
        />
      </Field>
      <Field label="Complemento (opcional)" error={errorOf('complement')} className="col-span-4">
        <Input autoComplete="address-line2" disabled={disabled} {...register(name('complement'))} />
      </Field>
    </div>
  );
}
