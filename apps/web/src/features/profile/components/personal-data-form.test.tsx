import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProfileUpdate } from '@vamos/shared/schemas/profile';
import { ApiError } from '@/lib/api-client';
import type { PersonalDataValues } from '../lib/personal-data-values';
import { PersonalDataForm } from './personal-data-form';

const VALUES: PersonalDataValues = {
  full_name: 'Maria Souza',
  cpf: '529.982.247-25',
  phone: '(11) 99999-9999',
  position: 'Garçom',
  description: '',
  address: { cep: '', state: '', city: '', neighborhood: '', street: '', number: '', complement: '' },
};

function setup(values: PersonalDataValues = VALUES, onSubmit = vi.fn<(data: ProfileUpdate) => Promise<void>>()) {
  onSubmit.mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(<PersonalDataForm values={values} email="maria@example.com" onSubmit={onSubmit} />);
  const save = () => user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
  return { user, onSubmit, save };
}

describe('PersonalDataForm', () => {
  afterEach(cleanup);

  it('shows the e-mail read-only', () => {
    setup();
    const email = screen.getByLabelText('E-mail');
    expect(email).toHaveValue('maria@example.com');
    expect(email).toHaveAttribute('readonly');
  });

  it('requires the full name', async () => {
    const { user, onSubmit, save } = setup();
    await user.clear(screen.getByLabelText('Nome completo'));
    await save();
    expect(await screen.findByText('Nome completo é obrigatório')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an invalid CPF and an invalid phone', async () => {
    const { user, onSubmit, save } = setup();
    await user.clear(screen.getByLabelText('CPF'));
    await user.type(screen.getByLabelText('CPF'), '11111111111');
    await user.clear(screen.getByLabelText('Telefone'));
    await user.type(screen.getByLabelText('Telefone'), '119999');
    await save();
    expect(await screen.findByText('CPF inválido')).toBeInTheDocument();
    expect(screen.getByText('Telefone inválido')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for CPF and phone when they are empty', async () => {
    const { user, save } = setup();
    await user.clear(screen.getByLabelText('CPF'));
    await user.clear(screen.getByLabelText('Telefone'));
    await save();
    expect(await screen.findByText('CPF é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Telefone é obrigatório')).toBeInTheDocument();
  });

  it('rejects a partial CEP', async () => {
    const { user, save } = setup();
    await user.type(screen.getByLabelText('CEP'), '0131');
    await save();
    expect(await screen.findByText('CEP inválido')).toBeInTheDocument();
  });

  it('clears an error as soon as its field is edited, and only that one', async () => {
    const { user, save } = setup();
    await user.clear(screen.getByLabelText('Nome completo'));
    await user.clear(screen.getByLabelText('CPF'));
    await user.type(screen.getByLabelText('CPF'), '123');
    await save();
    expect(await screen.findByText('Nome completo é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Nome completo'), 'M');
    expect(screen.queryByText('Nome completo é obrigatório')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Nome completo')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('CPF inválido')).toBeInTheDocument();

    // Still invalid while typing, but the message waits for the next save.
    await user.type(screen.getByLabelText('CPF'), '4');
    expect(screen.queryByText('CPF inválido')).not.toBeInTheDocument();
  });

  it('counts the description characters', async () => {
    const { user } = setup();
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Descrição'), 'Olá!');
    expect(screen.getByText('4/500')).toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).toHaveAttribute('maxlength', '500');
    expect(screen.getByLabelText('Cargo')).toHaveAttribute('maxlength', '40');
  });

  it('sends the parsed data: documents as digits, blank texts as null', async () => {
    const { user, onSubmit, save } = setup();
    await user.clear(screen.getByLabelText('Nome completo'));
    await user.type(screen.getByLabelText('Nome completo'), '  Maria   da Silva ');
    await user.clear(screen.getByLabelText('Cargo'));
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      full_name: 'Maria da Silva',
      cpf: '52998224725',
      phone: '11999999999',
      position: null,
      description: null,
      address: { cep: '', state: '', city: '', neighborhood: '', street: '', number: '', complement: '' },
    });
  });

  it("shows the server's per-field messages", async () => {
    const onSubmit = vi.fn<(data: ProfileUpdate) => Promise<void>>();
    const { save } = setup(VALUES, onSubmit);
    onSubmit.mockRejectedValue(
      new ApiError(400, 'VALIDATION', 'Dados inválidos.', {
        phone: 'Telefone inválido',
        'address.cep': 'CEP inválido',
      }),
    );
    await save();
    expect(await screen.findByText('Telefone inválido')).toBeInTheDocument();
    expect(screen.getByText('CEP inválido')).toBeInTheDocument();
  });

  it("shows 'Salvando...' while saving", async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn<(data: ProfileUpdate) => Promise<void>>();
    const { save } = setup(VALUES, onSubmit);
    onSubmit.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    await save();
    expect(await screen.findByRole('button', { name: 'Salvando...' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Salvar Alterações' })).toBeEnabled();
  });
});
