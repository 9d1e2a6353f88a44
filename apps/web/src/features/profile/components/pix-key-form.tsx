import { useState, type FormEvent } from 'react';
import { fieldErrors } from '@vamos/shared/errors';
import { PIX_KEY_TYPE_LABELS, PIX_KEY_TYPES, type PixKeyType } from '@vamos/shared/pix-keys';
import { PixKeyInputSchema } from '@vamos/shared/schemas/pix-keys';
import { MaskedInput } from '@/components/forms/masked-input';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSavePixKey } from '../api/save-pix-key';

const HINTS: Record<PixKeyType, string> = {
  cpf: 'O seu próprio CPF.',
  phone: 'Celular com DDD.',
  email: 'O e-mail cadastrado como chave no seu banco.',
  random: 'A chave de 32 letras e números com hífens que o seu banco gerou.',
};

type KeyInputProps = {
  type: PixKeyType;
  value: string;
  onChange: (value: string) => void;
  /** What Field gives its control: the label's id and the message's. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** The key's field for its type: the keyboard, the mask and the autofill that fit. */
function KeyInput({ type, value, onChange, ...field }: KeyInputProps) {
  const change = (event: { target: { value: string } }) => onChange(event.target.value);
  switch (type) {
    case 'cpf':
    case 'phone':
      return <MaskedInput {...field} mask={type} value={value} onChange={change} autoComplete="off" />;
    case 'email':
      return (
        <Input
          {...field}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          placeholder="nome@exemplo.com"
          value={value}
          onChange={change}
        />
      );
    case 'random':
      return (
        <Input
          {...field}
          type="text"
          autoComplete="off"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={36}
          placeholder="123e4567-e89b-42d3-a456-426614174000"
          className="font-mono"
          value={value}
          onChange={change}
        />
      );
    default: {
      const unknown: never = type;
      return unknown;
    }
  }
}

/** 'Cadastrar chave PIX' / 'Alterar chave': the type, the key, 'Salvar chave'. Loaded when opened. */
export function PixKeyForm({
  initialType = 'cpf',
  replacing,
  onDone,
}: {
  initialType?: PixKeyType;
  /** A key is saved: this one replaces it. */
  replacing: boolean;
  onDone: () => void;
}) {
  const [type, setType] = useState<PixKeyType>(initialType);
  const [key, setKey] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSavePixKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = { key_type: type, key };
    const parsed = PixKeyInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(input, {
      onSuccess: () => {
        toast.success('Chave PIX salva.');
        onDone();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields);
        else setFormError(error.message);
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={replacing ? 'Alterar chave PIX' : 'Cadastrar chave PIX'}
      className="mt-4 flex flex-col gap-4"
    >
      <Field label="Tipo de chave" error={errors.key_type}>
        <NativeSelect
          value={type}
          onChange={(event) => {
            setType(event.target.value as PixKeyType);
            setKey('');
            setErrors({});
          }}
        >
          {PIX_KEY_TYPES.map((t) => (
            <option key={t} value={t}>
              {PIX_KEY_TYPE_LABELS[t]}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field label="Chave PIX" error={errors.key} hint={HINTS[type]}>
        <KeyInput key={type} type={type} value={key} onChange={setKey} />
      </Field>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando…' : 'Salvar chave'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
