import type { ComponentProps } from 'react';
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

function setup(values: JobFormValues = VALID, props: Partial<ComponentProps<typeof JobForm>> = {}) {
  const onSubmit = vi.fn<(data: CreateJob) => Promise<void>>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(
    <JobForm
      mode="create"
      defaultValues={values}
      onSubmit={onSubmit}
      submitLabel="Publicar Vaga"
      pendingLabel="Publicando..."
      {...props}
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

/** The guaranteed-pay summary as read: each line's name and amount (the amounts' no-break spaces as spaces). */
function summaryLines(): [string, string][] {
  return screen
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', (term.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' ')]);
}

const GUARANTEED = 'Pagamento garantido pelo Vamos Trabalhar';
/** What the create page offers where the deployment's fee is 10%. */
const NEW_JOB_OFFER = { enabled: true, feePercent: 10 };

describe("JobForm: 'Pagamento garantido pelo Vamos Trabalhar'", { timeout: 20_000 }, () => {
  afterEach(cleanup);

  it('shows the fee and the totals of what is typed once chosen, and sends the choice', async () => {
    const { user, onSubmit, publish } = setup(VALID, {
      guaranteedPay: NEW_JOB_OFFER,
    });
    const checkbox = await screen.findByRole('checkbox', { name: GUARANTEED });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(
      'Você paga o valor por PIX ao aprovar cada freelancer; nós pagamos o freelancer por PIX até 24 h após o turno.',
    );
    expect(screen.queryAllByRole('term')).toEqual([]);
    expect(screen.getByLabelText('Orçamento')).toHaveAccessibleDescription(
      'Valor pago a cada freelancer, fora da plataforma.',
    );

    await user.click(checkbox);
    expect(summaryLines()).toEqual([
      ['Valor por pessoa', 'R$ 150,00'],
      ['Taxa de serviço (10%)', 'R$ 15,00'],
      ['Total por pessoa', 'R$ 165,00'],
      ['Total para 3 pessoas', 'R$ 495,00'],
    ]);
    expect(screen.getByLabelText('Orçamento')).toHaveAccessibleDescription(
      'Valor pago a cada freelancer, por PIX pelo Vamos Trabalhar.',
    );

    const value = screen.getByLabelText('Orçamento');
    await user.clear(value);
    await user.type(value, '18000');
    const people = screen.getByLabelText('Número de pessoas');
    await user.clear(people);
    await user.type(people, '1');
    expect(summaryLines()).toEqual([
      ['Valor por pessoa', 'R$ 180,00'],
      ['Taxa de serviço (10%)', 'R$ 18,00'],
      ['Total por pessoa', 'R$ 198,00'],
    ]);

    await publish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      salary_cents: 18000,
      required_people: 1,
      guaranteed_pay: true,
    });
  });

  it("says the places are paid at publishing once 'Pagar todas as vagas agora' is ticked", async () => {
    const { user } = setup(VALID, { guaranteedPay: NEW_JOB_OFFER });
    const checkbox = await screen.findByRole('checkbox', { name: GUARANTEED });
    await user.click(checkbox);
    await user.click(screen.getByRole('checkbox', { name: 'Pagar todas as vagas agora' }));
    expect(checkbox).toHaveAccessibleDescription(
      'Você paga todas as vagas por PIX ao publicar, e aprova cada freelancer sem novo PIX; nós pagamos o freelancer por PIX até 24 h após o turno.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Pagar todas as vagas agora' }));
    expect(checkbox).toHaveAccessibleDescription(
      'Você paga o valor por PIX ao aprovar cada freelancer; nós pagamos o freelancer por PIX até 24 h após o turno.',
    );
  });

  it('asks for the value before it can say the fee', async () => {
    const { user } = setup({ ...VALID, salary_cents: '' }, { guaranteedPay: NEW_JOB_OFFER });
    await user.click(await screen.findByRole('checkbox', { name: GUARANTEED }));
    expect(screen.getByText('Informe o orçamento para ver a taxa de serviço e o total.')).toBeInTheDocument();
    expect(screen.queryAllByRole('term')).toEqual([]);
  });

  it('is neither shown nor sent where the deployment does not offer it', async () => {
    // A repeated guaranteed job's choice stays unsent.
    const { onSubmit, publish } = setup(
      { ...VALID, guaranteed_pay: true },
      { guaranteedPay: { enabled: false, feePercent: 10 } },
    );
    expect(screen.queryByRole('checkbox', { name: GUARANTEED })).not.toBeInTheDocument();
    await publish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('guaranteed_pay');
  });

  it("on edit after the first approval: the job's own fee, the choice locked and left as it is", async () => {
    const onSubmit = vi.fn<(data: CreateJob) => Promise<void>>().mockResolvedValue(undefined);
    const user = userEvent.setup();
    // After the first approval, on a job published at 12,5%.
    const offer = {
      enabled: true,
      feePercent: 10,
      job: { guaranteed_fee_cents: 1875, salary_cents: 15_000 },
      locked: true,
    };
    render(
      <JobForm
        mode="edit"
        defaultValues={{ ...VALID, description: 'Atendimento às mesas.', guaranteed_pay: true }}
        onSubmit={onSubmit}
        submitLabel="Salvar Alterações"
        pendingLabel="Salvando..."
        guaranteedPay={offer}
      />,
    );
    const checkbox = await screen.findByRole('checkbox', { name: GUARANTEED });
    expect(checkbox).toBeChecked();
    expect(checkbox).toBeDisabled();
    expect(checkbox).toHaveAccessibleDescription(/Só pode ser mudado antes da primeira aprovação\.$/);
    expect(summaryLines()).toContainEqual(['Taxa de serviço (12,5%)', 'R$ 18,75']);

    const value = screen.getByLabelText('Orçamento');
    await user.clear(value);
    await user.type(value, '20000');
    expect(summaryLines()).toContainEqual(['Taxa de serviço (12,5%)', 'R$ 25,00']);
    expect(summaryLines()).toContainEqual(['Total para 3 pessoas', 'R$ 675,00']);

    await user.click(screen.getByRole('button', { name: 'Salvar Alterações' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ salary_cents: 20000 });
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('guaranteed_pay');
  });
});
