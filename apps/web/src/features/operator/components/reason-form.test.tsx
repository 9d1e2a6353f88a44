import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { ReasonForm } from './reason-form';

const ACTIONS = [
  { key: 'uphold', label: 'Manter falta', variant: 'destructive' as const },
  { key: 'clear', label: 'Retirar falta' },
];

function renderForm(props: Partial<Parameters<typeof ReasonForm>[0]> = {}) {
  const onAction = vi.fn();
  render(
    <ReasonForm
      label="Motivo da decisão"
      hint="Obrigatório."
      actions={ACTIONS}
      pending={false}
      error={null}
      onAction={onAction}
      {...props}
    />,
  );
  return { onAction, field: screen.getByLabelText('Motivo da decisão') };
}

describe('ReasonForm', () => {
  it('refuses a missing or short reason with the server’s own message, and sends nothing', async () => {
    const user = userEvent.setup();
    const { onAction, field } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Manter falta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escreva o motivo da decisão.');
    await user.type(field, '  curto   ');
    await user.click(screen.getByRole('button', { name: 'Retirar falta' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Explique o motivo em pelo menos 10 caracteres.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onAction).not.toHaveBeenCalled();
  });

  it('hands the chosen action the trimmed reason, and empties the field when told the decision was taken', async () => {
    const user = userEvent.setup();
    const { onAction, field } = renderForm();
    await user.type(field, '  Check-in registrado no local às 19h02.  ');
    await user.click(screen.getByRole('button', { name: 'Retirar falta' }));
    expect(onAction).toHaveBeenCalledWith('clear', 'Check-in registrado no local às 19h02.', expect.any(Function));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field).toHaveValue('  Check-in registrado no local às 19h02.  ');
    const clear = onAction.mock.calls[0]![2] as () => void;
    act(clear);
    expect(field).toHaveValue('');
  });

  it('shows the server’s answer: a field message under the reason, anything else above the form', () => {
    const { field } = renderForm({
      error: new ApiError(400, 'VALIDATION_ERROR', 'Dados inválidos.', { reason: 'Explique melhor.' }),
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Explique melhor.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Dados inválidos.')).toBeNull();
  });

  it('says a refusal that is not about the reason above the form, and disables the buttons while pending', () => {
    renderForm({
      error: new ApiError(409, 'CONTEST_ALREADY_DECIDED', 'Esta contestação já foi decidida.'),
      pending: true,
    });
    expect(screen.getByText('Esta contestação já foi decidida.')).toBeVisible();
    for (const name of ['Manter falta', 'Retirar falta']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });
});
