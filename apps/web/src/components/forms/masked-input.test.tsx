import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/field';
import { MaskedInput, type MaskKind } from './masked-input';

function Form({ mask, onValue }: { mask: MaskKind; onValue?: (value: string) => void }) {
  const form = useForm({ defaultValues: { value: '' } });
  return (
    <form onSubmit={form.handleSubmit((v) => onValue?.(v.value))}>
      <Field label="Documento">
        <MaskedInput mask={mask} {...form.register('value')} />
      </Field>
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('MaskedInput', () => {
  afterEach(cleanup);

  it.each([
    ['cpf', '52998224725', '529.982.247-25', '14', 'numeric'],
    ['cnpj', '11222333000181', '11.222.333/0001-81', '18', 'text'],
    ['nit', '12056874107', '120.56874.10-7', '14', 'numeric'],
    ['phone', '11999999999', '(11) 99999-9999', '15', 'numeric'],
    ['phone', '1133333333', '(11) 3333-3333', '15', 'numeric'],
    ['cep', '01310100', '01310-100', '9', 'numeric'],
  ] as const)('masks %s as it is typed (%s → %s)', async (mask, typed, shown, maxLength, inputMode) => {
    const user = userEvent.setup();
    render(<Form mask={mask} />);
    const input = screen.getByLabelText('Documento');
    expect(input).toHaveAttribute('maxlength', maxLength);
    expect(input).toHaveAttribute('inputmode', inputMode);
    await user.type(input, typed);
    expect(input).toHaveValue(shown);
  });

  it('ignores letters and extra digits in a CPF', async () => {
    const user = userEvent.setup();
    render(<Form mask="cpf" />);
    const input = screen.getByLabelText('Documento');
    await user.type(input, '529a982b24725999');
    expect(input).toHaveValue('529.982.247-25');
  });

  it('formats a pasted value and hands the masked value to react-hook-form', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    render(<Form mask="phone" onValue={(v) => values.push(v)} />);
    await user.click(screen.getByLabelText('Documento'));
    await user.paste('11987654321');
    expect(screen.getByLabelText('Documento')).toHaveValue('(11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(values).toEqual(['(11) 98765-4321']);
  });

  it('keeps the caret after the edited digit when editing in the middle', async () => {
    const user = userEvent.setup();
    render(<Form mask="cep" />);
    const input = screen.getByLabelText<HTMLInputElement>('Documento');
    await user.type(input, '0131100');
    expect(input).toHaveValue('01311-00');
    // Insert the missing '0' after "0131": the caret must stay right after it, before the hyphen's digit.
    await user.type(input, '0', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('01310-100');
    expect(input.selectionStart).toBe(5);
  });

  it('shows a controlled value masked', () => {
    render(
      <Field label="CPF">
        <MaskedInput mask="cpf" value="52998224725" onChange={() => undefined} />
      </Field>,
    );
    expect(screen.getByLabelText('CPF')).toHaveValue('529.982.247-25');
  });
});
