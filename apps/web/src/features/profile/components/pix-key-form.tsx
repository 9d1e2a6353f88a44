import { useId, useState, type FormEvent } from 'react';
import { fieldErrors } from '@vamos/shared/errors';
import {
  PIX_KEY_TYPE_LABELS,
  PIX_KEY_TYPES,
  RECEIVING_AS,
  RECEIVING_AS_LABELS,
  type PixKeyType,
  type ReceivingAs,
} from '@vamos/shared/pix-keys';
import { PixKeyInputSchema, type PixKeyInput, type PixKeyView } from '@vamos/shared/schemas/pix-keys';
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

const RECEIVING_HINTS: Record<ReceivingAs, string> = {
  person: 'Recebe no seu CPF.',
  mei: 'Recebe como microempreendedor individual, no CNPJ do seu MEI.',
};

/** The NIT/PIS field's hint: where to find it, or that the saved one stays only if typed again (it is never sent back whole). */
function nitHint(savedNit: string | null): string {
  return savedNit
    ? `Salvo: ${savedNit}. Digite-o de novo para mantê-lo.`
    : 'O número do PIS, PASEP ou NIT: está na Carteira de Trabalho e no Meu INSS.';
}

/**
 * 'Cadastrar chave PIX' / 'Alterar chave': the type, the key, how the freelancer receives (a person,
 * with an optional NIT/PIS, or a MEI with its CNPJ), 'Salvar chave'. Loaded when opened.
 */
export function PixKeyForm({ saved, onDone }: { saved: PixKeyView | null; onDone: () => void }) {
  const [type, setType] = useState<PixKeyType>(saved?.key_type ?? 'cpf');
  const [key, setKey] = useState('');
  const [receivingAs, setReceivingAs] = useState<ReceivingAs>(saved?.receiving_as ?? 'person');
  const [nit, setNit] = useState('');
  const [meiCnpj, setMeiCnpj] = useState(saved?.mei_cnpj ?? '');
  const radioName = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSavePixKey();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input: PixKeyInput =
      receivingAs === 'mei'
        ? { key_type: type, key, receiving_as: 'mei', mei_cnpj: meiCnpj }
        : { key_type: type, key, receiving_as: 'person', nit };
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
      aria-label={saved ? 'Alterar chave PIX' : 'Cadastrar chave PIX'}
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
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors.receiving_as ? `${radioName}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-900">Como você recebe</legend>
        {RECEIVING_AS.map((choice) => (
          <label key={choice} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={radioName}
              value={choice}
              className="mt-0.5 size-5 shrink-0 accent-brand-800"
              checked={receivingAs === choice}
              onChange={() => {
                setReceivingAs(choice);
                setErrors(({ nit: _nit, mei_cnpj: _cnpj, receiving_as: _as, ...rest }) => rest);
              }}
            />
            <span>
              <span className="font-medium">{RECEIVING_AS_LABELS[choice]}</span>
              <span className="block text-slate-600">{RECEIVING_HINTS[choice]}</span>
            </span>
          </label>
        ))}
        {errors.receiving_as ? (
          <p id={`${radioName}-error`} role="alert" className="text-sm text-red-700">
            {errors.receiving_as}
          </p>
        ) : null}
      </fieldset>
      {receivingAs === 'mei' ? (
        <Field label="CNPJ do MEI" error={errors.mei_cnpj} hint="O CNPJ do seu Certificado da Condição de MEI.">
          <MaskedInput mask="cnpj" value={meiCnpj} onChange={(event) => setMeiCnpj(event.target.value)} />
        </Field>
      ) : (
        <Field label="NIT/PIS (opcional)" error={errors.nit} hint={nitHint(saved?.nit_masked ?? null)}>
          <MaskedInput mask="nit" value={nit} onChange={(event) => setNit(event.target.value)} />
        </Field>
      )}
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
