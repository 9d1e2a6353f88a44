import type { ComponentProps } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateEvent } from '@vamos/shared/schemas/job-events';
import { emptyEventForm, type EventFormValues } from '../../lib/event-form-values';
import { EventForm } from './event-form';
import { recordToasts } from '@/test/toasts';

recordToasts();

/** A complete, valid event of two roles (service in the far future so "not in the past" always holds). */
const VALID: EventFormValues = {
  ...emptyEventForm('Buffet Aurora'),
  name: 'Casamento Silva',
  cep: '01310-100',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1578',
  service_date: '2099-05-10',
  start_time: '18:00',
  end_time: '23:30',
  payment_date: '2099-05-12',
  roles: [
    { segment: 'GARCOM', required_people: '6', salary_cents: 'R$ 150,00', requirements: 'Camisa branca' },
    { segment: 'BARTENDER', required_people: '2', salary_cents: 'R$ 200,00', requirements: 'Avental preto' },
  ],
};

const GUARANTEED = 'Pagamento garantido pelo Vamos Trabalhar';
const OFFER = { enabled: true, feePercent: 10 };

function setup(values: EventFormValues = VALID, props: Partial<ComponentProps<typeof EventForm>> = {}) {
  const onSubmit = vi.fn<(data: CreateEvent) => Promise<void>>().mockResolvedValue(undefined);
  const user = userEvent.setup();
  render(
    <EventForm
      defaultValues={values}
      onSubmit={onSubmit}
      credits={10}
      cancelAction={null}
      guaranteedPay={OFFER}
      {...props}
    />,
  );
  const publish = () => user.click(screen.getByRole('button', { name: 'Publicar evento' }));
  return { user, onSubmit, publish };
}

/** A summary block's lines as read: each line's name and amount (the amounts' no-break spaces as spaces). */
function linesOf(block: HTMLElement): [string, string][] {
  return within(block)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', (term.nextElementSibling?.textContent ?? '').replace(/\u00a0/g, ' ')]);
}

/** The summary: each role's heading and lines, then the event's total. */
function summary() {
  const perRole = screen.getByRole('list', { name: 'Pagamento garantido por função' });
  const roles = within(perRole)
    .getAllByRole('listitem')
    .map((item) => ({ role: item.querySelector('p')?.textContent, lines: linesOf(item) }));
  const blocks = [...document.querySelectorAll<HTMLElement>('dl')];
  return { roles, total: linesOf(blocks[blocks.length - 1]!) };
}

describe("EventForm: 'Pagamento garantido pelo Vamos Trabalhar'", { timeout: 20_000 }, () => {
  beforeEach(() => {
    // jsdom has no ResizeObserver; the Radix checkbox measures itself with one.
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

  it('shows each role’s value, fee and total and the event’s total once chosen, and sends the choice', async () => {
    const { user, onSubmit, publish } = setup();
    const checkbox = screen.getByRole('checkbox', { name: GUARANTEED });
    expect(checkbox).not.toBeChecked();
    expect(checkbox).toHaveAccessibleDescription(
      'Você paga o valor por PIX ao aprovar cada freelancer; nós pagamos o freelancer por PIX até 24 h após o turno. Vale para todas as funções do evento.',
    );
    expect(screen.queryAllByRole('term')).toEqual([]);
    expect(screen.getAllByLabelText('Orçamento')[0]).toHaveAccessibleDescription(
      'Valor pago a cada freelancer, fora da plataforma.',
    );

    await user.click(checkbox);
    expect(summary()).toEqual({
      roles: [
        {
          role: 'Garçom · 6 pessoas',
          lines: [
            ['Valor por pessoa', 'R$ 150,00'],
            ['Taxa de serviço (10%)', 'R$ 15,00'],
            ['Total para 6 pessoas', 'R$ 990,00'],
          ],
        },
        {
          role: 'Bartender · 2 pessoas',
          lines: [
            ['Valor por pessoa', 'R$ 200,00'],
            ['Taxa de serviço (10%)', 'R$ 20,00'],
            ['Total para 2 pessoas', 'R$ 440,00'],
          ],
        },
      ],
      total: [['Total do evento (8 pessoas)', 'R$ 1.430,00']],
    });
    for (const value of screen.getAllByLabelText('Orçamento')) {
      expect(value).toHaveAccessibleDescription('Valor pago a cada freelancer, por PIX pelo Vamos Trabalhar.');
    }

    // A role's people change: its total and the event's follow.
    const people = screen.getAllByLabelText('Número de pessoas')[1]!;
    await user.clear(people);
    await user.type(people, '1');
    expect(summary().roles[1]).toEqual({
      role: 'Bartender · 1 pessoa',
      lines: [
        ['Valor por pessoa', 'R$ 200,00'],
        ['Taxa de serviço (10%)', 'R$ 20,00'],
        ['Total para 1 pessoa', 'R$ 220,00'],
      ],
    });
    expect(summary().total).toEqual([['Total do evento (7 pessoas)', 'R$ 1.210,00']]);

    // Repeated weekly: the total per week and for all the weeks.
    await user.selectOptions(screen.getByLabelText('Repetir semanalmente'), '4');
    expect(summary().total).toEqual([
      ['Total por semana (7 pessoas)', 'R$ 1.210,00'],
      ['Total em 4 semanas', 'R$ 4.840,00'],
    ]);

    await publish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      guaranteed_pay: true,
      weeks: 4,
      roles: [
        { segment: 'GARCOM', required_people: 6, salary_cents: 15_000 },
        { segment: 'BARTENDER', required_people: 1, salary_cents: 20_000 },
      ],
    });
  });

  it('asks for every role’s value before it can say the fees; a role without a segment is named by its number', async () => {
    const { user } = setup({
      ...VALID,
      roles: [VALID.roles[0]!, { segment: '', required_people: '1', salary_cents: '', requirements: '' }],
    });
    await user.click(screen.getByRole('checkbox', { name: GUARANTEED }));
    expect(screen.getByText('Informe o orçamento para ver a taxa de serviço e o total.')).toBeInTheDocument();
    expect(screen.queryAllByRole('term')).toEqual([]);

    await user.type(screen.getAllByLabelText('Orçamento')[1]!, '9000');
    expect(summary().roles.map((r) => r.role)).toEqual(['Garçom · 6 pessoas', 'Função 2 · 1 pessoa']);
    expect(summary().total).toEqual([['Total do evento (7 pessoas)', 'R$ 1.089,00']]);
  });

  it('is neither shown nor sent where the deployment does not offer it', async () => {
    const { onSubmit, publish } = setup(
      { ...VALID, guaranteed_pay: true },
      { guaranteedPay: { enabled: false, feePercent: 10 } },
    );
    expect(screen.queryByRole('checkbox', { name: GUARANTEED })).not.toBeInTheDocument();
    await publish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('guaranteed_pay');
  });

  it('is sent unchosen as false where it is offered', async () => {
    const { onSubmit, publish } = setup();
    await publish();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ guaranteed_pay: false });
  });
});
