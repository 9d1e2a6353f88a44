import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FORGIVENESS_ATTENDED_IN_A_ROW,
  NO_SHOW_MARK_CLOSES_HOURS,
  NO_SHOW_MARK_OPENS_MINUTES,
  NO_SHOW_STRIKES,
  NOTICE_BANDS,
  STRIKE_LIFETIME_DAYS,
  SUSPENSION_DAYS,
  SUSPENSION_STRIKES,
  strikes,
  CONTRACTOR_RECORD_DAYS,
  LATE_CANCELLATION_HOURS,
  CONTEST_WINDOW_HOURS,
} from '@vamos/shared/cancellation-policy';
import { DEFAULT_LATE_CANCEL_SHARE_PERCENT, RELEASE_AFTER_SHIFT_HOURS } from '@vamos/shared/guaranteed-pay';
import { CancellationPolicyPage } from './cancellation-policy-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <CancellationPolicyPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/politica-de-cancelamento', () => {
  beforeEach(() => {
    // Signed out: the header asks who is signed in and hears 401.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Faça login' } }), {
            status: 401,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has one title and its sections in order', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Política de Cancelamento');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Quando o freelancer desiste de um turno',
      '2. Quando o freelancer não comparece',
      '3. Como contestar uma falta',
      '4. Quando as candidaturas ficam suspensas',
      '5. Quanto tempo vale uma advertência',
      '6. Quando o contratante cancela o evento',
      '7. O dinheiro nas vagas com Pagamento garantido',
      '8. Dúvidas',
    ]);
  });

  it("states the bands, the examples and the other numbers from the policy's module", () => {
    renderPage();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `${NOTICE_BANDS[0].minHours} horas ou maisnenhuma`,
      'de 8 a menos de 24 horas1 advertência',
      'de 2 a menos de 8 horas2 advertências',
      'menos de 2 horas3 advertências',
    ]);
    expect(
      screen.getByText(/Faltam 24 horas ou mais para o turno: você não receberá advertência\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/Faltam 5 horas para o turno: você receberá 2 advertências\./)).toBeInTheDocument();
    expect(screen.getByText(/Falta 1 hora para o turno: você receberá 3 advertências\./)).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain(`vale por ${STRIKE_LIFETIME_DAYS} dias`);
    expect(text).toContain('recebe de volta as moedas pagas pela candidatura');
  });

  it('states the no-show, the contest, the suspension and forgiveness as the server applies them', () => {
    renderPage();
    const text = document.body.textContent ?? '';
    // The window of 'Não compareceu' (noShowMarkWindow): an hour after the start to 48 h after it.
    expect(text).toContain(
      `a partir de ${NO_SHOW_MARK_OPENS_MINUTES} minutos depois do início do turno e até ${NO_SHOW_MARK_CLOSES_HOURS} horas`,
    );
    expect(text).toContain('A falta pode ser marcada de 12/12 às 20:00 até 14/12 às 19:00.');
    expect(text).toContain(`A falta gera ${strikes(NO_SHOW_STRIKES)}`);
    expect(text).toContain('Uma falta marcada em 12/12 às 21:00 pode ser contestada até 14/12 às 21:00.');
    expect(text).toContain('enquanto isso, ela não conta nenhuma advertência');
    expect(text).toContain(`Com ${SUSPENSION_STRIKES} ou mais advertências ativas`);
    expect(text).toContain(`por ${SUSPENSION_DAYS} dias, contados a partir da advertência`);
    expect(text).toContain('“Candidaturas suspensas até 02/12 por faltas recentes”');
    expect(text).toContain('uma advertência dada em 01/12 às 10:00 deixa de contar em 01/03 às 10:00');
    expect(text).toContain(`A cada ${FORGIVENESS_ATTENDED_IN_A_ROW} turnos seguidos`);
    expect(text).toContain('não avalia nem é avaliado nesse turno');
  });

  it("states the contractor's late cancellation as the server applies it, with examples", () => {
    renderPage();
    const text = document.body.textContent ?? '';
    expect(text).toContain(`a menos de ${LATE_CANCELLATION_HOURS} horas do início do evento`);
    expect(text).toContain(`por ${CONTRACTOR_RECORD_DAYS} dias`);
    expect(
      screen.getByText(/Cancelado às 18:00 da véspera: cada freelancer aprovado recebe de volta as 10 moedas pagas\./),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        /Cancelado às 14:00 do dia: em cima da hora: cada freelancer aprovado recebe de volta as 10 moedas pagas e mais 10 moedas de compensação\./,
      ),
    ).toBeInTheDocument();
  });

  it('states where the money of a guaranteed-pay job goes, with examples computed by the policy', () => {
    renderPage();
    const section = screen.getByRole('region', { name: '7. O dinheiro nas vagas com Pagamento garantido' });
    const text = section.textContent ?? '';
    expect(text).toContain('O dinheiro fica com o nosso provedor de pagamento (Asaas), e não com o Vamos Trabalhar.');
    expect(text).toContain(`${RELEASE_AFTER_SHIFT_HOURS} horas depois do fim do turno`);
    expect(text).toContain(
      `O contratante cancela com ${LATE_CANCELLATION_HOURS} horas ou mais de antecedência: tudo o que ele pagou (valor e taxa) volta por PIX para a conta que pagou.`,
    );
    expect(text).toContain(
      `cada freelancer aprovado recebe ${DEFAULT_LATE_CANCEL_SHARE_PERCENT}% do valor da vaga por PIX`,
    );
    expect(text).toContain(
      'O freelancer desiste (“Desistir”): se a vaga tem uma reserva que pode assumir, ela fica com o lugar e com o valor já pago, sem novo pagamento; se não, o valor pago pela vaga (valor e taxa) volta para o contratante.',
    );
    expect(text).toContain(`termina o prazo de ${CONTEST_WINDOW_HOURS} horas para contestar`);
    expect(text).toContain('A falta é contestada: o valor fica retido até a decisão da equipe do Vamos Trabalhar.');
    // R$ 100,00 with the default 10% fee: R$ 110,00 paid; late, half of the value and of the fee.
    expect(text).toContain(
      'Cancelado às 18:00 da véspera: os R$\u00a0110,00 pagos voltam por PIX para a conta que pagou.',
    );
    expect(text).toContain(
      'Cancelado às 14:00 do dia: o freelancer recebe R$\u00a050,00 por PIX, o Vamos Trabalhar fica com R$\u00a05,00 de taxa e R$\u00a055,00 voltam por PIX para a conta que pagou.',
    );
    expect(text).toContain(
      'os R$\u00a0100,00 são enviados ao freelancer em 13/12 às 23:00. A falta só pode ser marcada antes disso.',
    );
    // The no-show's own section says when it can no longer be marked on such a job.
    expect(document.body.textContent).toContain(
      `Nas vagas com Pagamento garantido, a falta só pode ser marcada antes de o pagamento ser liberado ao freelancer, ${RELEASE_AFTER_SHIFT_HOURS} horas depois do fim do turno.`,
    );
  });
});
