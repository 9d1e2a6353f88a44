import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateJob } from '@vamos/shared/schemas/jobs';
import { EMPTY_JOB_FORM, type JobFormValues } from '../../lib/job-form-values';
import { JobForm } from './job-form';
import { toast } from '@/lib/toast';
import { recordToasts } from '@/test/toasts';

recordToasts();

/** A complete, valid job (service in the far future so "not in the past" always holds). */
const VALID: JobFormValues = {
  ...EMPTY_JOB_FORM,
  company: 'Bar do Carlos',
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1578',
  service_date: '2099-05-10',
  start_time: '18:00',
  end_time: '23:30',
  salary_cents: 'R$ 150,00',
  payment_date: '2099-05-12',
  requirements: 'Camisa preta',
  segment: 'GARCOM',
  required_people: '3',
};

function setup(values: JobFormValues = VALID) {
  const onSubmit = vi.fn<(data: CreateJob) => Promise<void>>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(
    <JobForm
      mode="create"
      defaultValues={values}
      onSubmit={onSubmit}
      submitLabel="Publicar Vaga"
      pendingLabel="Publicando..."
    />,
  );
  const publish = () => user.click(screen.getByRole('button', { name: 'Publicar Vaga' }));
  return { user, onSubmit, publish };
}

describe('JobForm (create)', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; the Radix checkbox ('Lanche no local') measures itself with one.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('sends the budget in cents and the people as a number', async () => {
    const { onSubmit, publish } = setup();
    await publish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      salary_cents: 15000,
      required_people: 3,
      cep: '01310100',
      segment: 'GARCOM',
      gender_preference: 'no_preference',
      lanche_no_local: false,
      is_public: true,
    });
  });

  it("sends a job visible only to signed-in freelancers when 'Vaga pública' is unticked", async () => {
    const { onSubmit, publish } = setup();
    const checkbox = screen.getByRole('checkbox', { name: 'Vaga pública' });
    expect(checkbox).toBeChecked();
    fireEvent.click(checkbox);
    await publish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ is_public: false });
  });

  it('refuses a payment date before the service date', async () => {
    const { onSubmit, publish } = setup();
    fireEvent.input(screen.getByLabelText('Data de pagamento'), { target: { value: '2099-05-09' } });
    await publish();
    expect(await screen.findByText('Data de pagamento não pode ser anterior à data do serviço')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Erro na validação', {
      description: 'Por favor, corrija os campos marcados em vermelho.',
    });
  });

  it('refuses an end equal to the start under the end time, and checks again when the start changes', async () => {
    const message = 'O horário de término deve ser diferente do início.';
    const { onSubmit, publish } = setup({ ...VALID, start_time: '19:00', end_time: '19:00' });
    await publish();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Término')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.input(screen.getByLabelText('Início'), { target: { value: '22:00' } });
    await waitFor(() => expect(screen.queryByText(message)).not.toBeInTheDocument());
    await publish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ start_time: '22:00', end_time: '19:00' });
  });

  it.each([
    ['0', 'Número de pessoas deve ser pelo menos 1'],
    ['51', 'Número de pessoas não pode exceder 50'],
  ])('refuses %s people', async (people, message) => {
    const { user, onSubmit, publish } = setup();
    const input = screen.getByLabelText('Número de pessoas');
    await user.clear(input);
    await user.type(input, people);
    await publish();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says under 'Término' when the shift ends the next day, as the times are typed", async () => {
    const hint = 'Termina no dia seguinte.';
    setup({ ...VALID, start_time: '19:00', end_time: '23:00' });
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    fireEvent.input(screen.getByLabelText('Término'), { target: { value: '04:00' } });
    expect(await screen.findByText(hint)).toBeInTheDocument();
    expect(screen.getByLabelText('Término')).toHaveAccessibleDescription(hint);
    fireEvent.input(screen.getByLabelText('Início'), { target: { value: '02:00' } });
    await waitFor(() => expect(screen.queryByText(hint)).not.toBeInTheDocument());
  });

  it('masks the budget as typed and refuses R$ 0,99', async () => {
    const { user, onSubmit, publish } = setup({ ...VALID, salary_cents: '' });
    const input = screen.getByLabelText('Orçamento');
    await user.type(input, '099');
    expect(input).toHaveValue('R$\u00a00,99');
    await publish();
    expect(await screen.findByText('O valor deve ser maior que R$ 1,00')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows every required message of an empty form', async () => {
    const { onSubmit, publish } = setup({ ...EMPTY_JOB_FORM, gender_preference: '' });
    await publish();
    for (const message of [
      'Empresa é obrigatória',
      'Seleção de segmento é obrigatória',
      'Preferência de gênero é obrigatória',
      'Vestimentas são obrigatórias',
      'Data do serviço é obrigatória',
      'Horário de início é obrigatório',
      'Horário de término é obrigatório',
      'Valor é obrigatório',
      'Data de pagamento é obrigatória',
      'CEP é obrigatório',
      'Estado é obrigatório',
      'Cidade é obrigatória',
      'Bairro é obrigatório',
      'Rua é obrigatória',
      'Número é obrigatório',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the city when another state is chosen', async () => {
    const { user } = setup();
    expect(screen.getByLabelText('Cidade')).toHaveValue('São Paulo');
    await user.selectOptions(screen.getByLabelText('Estado'), 'RJ');
    expect(screen.getByLabelText('Cidade')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Rio de Janeiro' })).toBeInTheDocument();
  });
});
