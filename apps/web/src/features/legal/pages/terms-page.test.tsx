import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTEST_WINDOW_HOURS, LATE_CANCELLATION_HOURS } from '@vamos/shared/cancellation-policy';
import {
  DEFAULT_GUARANTEED_PAY_FEE_PERCENT,
  DEFAULT_LATE_CANCEL_SHARE_PERCENT,
  FUNDING_HOLD_MINUTES,
  RELEASE_AFTER_SHIFT_HOURS,
} from '@vamos/shared/guaranteed-pay';
import { TermsPage } from './terms-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '/', element: <TermsPage /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('/termos-de-uso', () => {
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

  it('has one title, its date and its sections in order, guaranteed pay before the fees', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Termos de Uso');
    expect(screen.getByText('Última atualização: 27/11/2026')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Aceitação dos termos',
      '2. Descrição do serviço',
      '3. Contas de usuário',
      '4. Deveres dos contratantes',
      '5. Deveres dos freelancers',
      '6. Pagamento garantido pelo Vamos Trabalhar',
      '7. Taxas, moedas e planos',
      '8. Privacidade',
      '9. Responsabilidades e limites',
      '10. Alterações destes termos',
      '11. Contato, lei aplicável e foro',
    ]);
    expect(screen.getByRole('link', { name: '6. Pagamento garantido pelo Vamos Trabalhar' })).toHaveAttribute(
      'href',
      '#pagamento-garantido',
    );
  });

  it('says the pay is off the platform unless the job has guaranteed pay', () => {
    renderPage();
    const service = screen.getByRole('region', { name: '2. Descrição do serviço' }).textContent ?? '';
    expect(service).toContain(
      'O pagamento pelo trabalho é feito fora da plataforma, diretamente do contratante ao freelancer, no valor e na data informados na vaga, a menos que a vaga tenha Pagamento garantido pelo Vamos Trabalhar.',
    );
    expect(service).toContain(
      'Sem Pagamento garantido, o Vamos Trabalhar não recebe, não retém e não garante esse pagamento.',
    );
    const fees = screen.getByRole('region', { name: '7. Taxas, moedas e planos' }).textContent ?? '';
    expect(fees).toContain('exceto a taxa de serviço das vagas com Pagamento garantido, paga pelo contratante');
    const limits = screen.getByRole('region', { name: '9. Responsabilidades e limites' }).textContent ?? '';
    expect(limits).toContain('pelo pagamento combinado entre as partes fora da plataforma');
    expect(limits).toContain('Nas vagas com Pagamento garantido, nos comprometemos a enviar ao freelancer');
  });

  it('states how guaranteed pay works, who holds the money and what cancellations do, with the numbers of the code', () => {
    renderPage();
    const text = screen.getByRole('region', { name: '6. Pagamento garantido pelo Vamos Trabalhar' }).textContent ?? '';
    expect(text).toContain(
      `A taxa é de ${DEFAULT_GUARANTEED_PAY_FEE_PERCENT}% do valor, salvo se a vaga mostrar outra`,
    );
    expect(text).toContain('A escolha só pode ser mudada antes da primeira aprovação.');
    expect(text).toContain(`O lugar fica reservado por ${FUNDING_HOLD_MINUTES} minutos.`);
    expect(text).toContain('O freelancer só é avisado da aprovação depois que o pagamento é confirmado.');
    expect(text).toContain(`automaticamente ${RELEASE_AFTER_SHIFT_HOURS} horas depois do fim do turno`);
    expect(text).toContain('a chave CPF precisa ser o CPF do próprio freelancer');
    expect(text).toContain(
      'O dinheiro pago fica com o nosso provedor de pagamento (Asaas), e não com o Vamos Trabalhar',
    );
    expect(text).toContain('O Vamos Trabalhar não é banco.');
    expect(text).toContain('O Vamos Trabalhar atua como agente de pagamento dela');
    expect(text).toContain('A taxa de serviço é a remuneração do Vamos Trabalhar por esse serviço.');
    expect(text).toContain(`com ${LATE_CANCELLATION_HOURS} horas ou mais de antecedência, o valor pago`);
    expect(text).toContain(`cada freelancer aprovado recebe ${DEFAULT_LATE_CANCEL_SHARE_PERCENT}% do valor da vaga`);
    expect(text).toContain(`terminar o prazo de ${CONTEST_WINDOW_HOURS} horas para contestar`);
    expect(text).toContain('o valor fica retido até a decisão da equipe do Vamos Trabalhar');
  });
});
