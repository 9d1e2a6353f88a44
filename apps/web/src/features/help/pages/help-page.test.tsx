import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CONTEST_WINDOW_HOURS, LATE_CANCELLATION_HOURS } from '@vamos/shared/cancellation-policy';
import {
  DEFAULT_GUARANTEED_PAY_FEE_PERCENT,
  DEFAULT_LATE_CANCEL_SHARE_PERCENT,
  FUNDING_HOLD_MINUTES,
  PAYOUT_STATUS_LABELS,
  RELEASE_AFTER_SHIFT_HOURS,
} from '@vamos/shared/guaranteed-pay';
import { COIN_PACKAGES, PLANS } from '@vamos/shared/pricing';
import { supportWhatsAppUrl } from '@vamos/shared/whatsapp';
import { appConfigQueryOptions } from '@/lib/app-config';
import { formatBrl } from '@/lib/format';
import type { Role } from '@/config/paths';
import { CONTRACTOR_FAQ, FREELANCER_FAQ } from '../content/faq-items';
import { HelpPage } from './help-page';

function renderHelp(role: Role) {
  const router = createMemoryRouter([{ path: '/', element: <HelpPage role={role} /> }]);
  const queryClient = new QueryClient();
  queryClient.setQueryData(appConfigQueryOptions.queryKey, {
    supportWhatsapp: '5521987654321',
    guaranteedPay: { enabled: false, feePercent: 10 },
    controller: {
      legalName: 'Vamos Trabalhar Tecnologia Ltda.',
      cnpj: '00.000.000/0001-91',
      dpoEmail: 'privacidade@vamostrabalhar.com.br',
    },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

function text(items: typeof FREELANCER_FAQ): string {
  return items.flatMap((item) => [item.question, ...item.answer.flat()]).join('\n');
}

describe('FAQ content', () => {
  it('has 14 questions for freelancers and 16 for contractors (the spec 02 ones, presence and guaranteed pay), with unique ids', () => {
    expect(FREELANCER_FAQ).toHaveLength(14);
    expect(CONTRACTOR_FAQ).toHaveLength(16);
    for (const items of [FREELANCER_FAQ, CONTRACTOR_FAQ]) {
      expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    }
  });

  it('states the real prices, coins and credits', () => {
    const freelancer = text(FREELANCER_FAQ);
    expect(freelancer).toContain('15 moedas de boas-vindas');
    expect(freelancer).toContain(`${formatBrl(10_000)} custa 10 moedas`);
    for (const pkg of COIN_PACKAGES)
      expect(freelancer).toContain(`${pkg.name}: ${formatBrl(pkg.priceCents)} por ${pkg.coins} moedas`);
    expect(freelancer).toContain('24 horas');
    expect(freelancer).not.toMatch(/120 moedas/);

    const contractor = text(CONTRACTOR_FAQ);
    expect(contractor).toContain('plano Free, com 2 créditos');
    expect(contractor).toContain('Starter: R$\u00a075,00/mês com 30 créditos');
    expect(contractor).toContain('Pro: R$\u00a099,90/mês com 100 créditos');
    expect(contractor).toContain('“Falar com Vendas”');
    expect(contractor).toContain('30 dias');
    expect(PLANS.map((plan) => plan.name)).toEqual(['Free', 'Starter', 'Pro', 'Enterprise']);
  });

  it('answers guaranteed pay for freelancers: what it is, when the PIX comes, the PIX key, a cancelled event', () => {
    const ids = FREELANCER_FAQ.map((item) => item.id);
    expect(ids).toEqual(
      expect.arrayContaining(['pagamento-garantido', 'quando-recebo', 'chave-pix', 'evento-cancelado']),
    );
    expect(FREELANCER_FAQ.find((item) => item.id === 'pagamento-garantido')?.question).toBe(
      'O que é Pagamento garantido?',
    );
    const freelancer = text(FREELANCER_FAQ);
    expect(freelancer).toContain('o dinheiro fica guardado com o nosso provedor de pagamento (Asaas)');
    expect(freelancer).toContain(`automaticamente ${RELEASE_AFTER_SHIFT_HOURS} horas depois do fim do turno`);
    expect(freelancer).toContain(`“${PAYOUT_STATUS_LABELS.failed}”`);
    expect(freelancer).toContain(`“${PAYOUT_STATUS_LABELS.waiting_key}”`);
    expect(freelancer).toContain('A chave CPF precisa ser o seu próprio CPF.');
    expect(freelancer).toContain(
      `o cancelamento a menos de ${LATE_CANCELLATION_HOURS} horas do início também paga a você ${DEFAULT_LATE_CANCEL_SHARE_PERCENT}% do valor da vaga por PIX`,
    );
    // The old answer said the pay is always off the platform: now only without guaranteed pay.
    const payAnswer = FREELANCER_FAQ.find((item) => item.id === 'pagamento-servico')?.answer.join(' ') ?? '';
    expect(payAnswer).toContain('Nas vagas com Pagamento garantido, você recebe por PIX');
    expect(payAnswer).toContain('Nas outras vagas, o pagamento pelo serviço é feito pelo contratante');
  });

  it('answers guaranteed pay for contractors: how it works, what it costs, cancellations and no-shows', () => {
    const ids = CONTRACTOR_FAQ.map((item) => item.id);
    expect(ids).toEqual(
      expect.arrayContaining(['pagamento-garantido', 'custo-pagamento-garantido', 'cancelamento-pagamento-garantido']),
    );
    const contractor = text(CONTRACTOR_FAQ);
    expect(contractor).toContain(`O lugar fica reservado por ${FUNDING_HOLD_MINUTES} minutos`);
    expect(contractor).toContain('o Vamos Trabalhar atua como agente de pagamento dela');
    expect(contractor).toContain(
      `Uma taxa de serviço de ${DEFAULT_GUARANTEED_PAY_FEE_PERCENT}% sobre o valor por pessoa`,
    );
    expect(contractor).toContain(
      `Numa vaga de ${formatBrl(10_000)}, você paga ${formatBrl(11_000)} por pessoa: ${formatBrl(10_000)} para o freelancer e ${formatBrl(1_000)} de taxa.`,
    );
    expect(contractor).toContain(
      `Você cancela o evento com ${LATE_CANCELLATION_HOURS} horas ou mais de antecedência: tudo o que você pagou (valor e taxa) volta por PIX para a conta que pagou.`,
    );
    expect(contractor).toContain(
      `cada freelancer aprovado recebe ${DEFAULT_LATE_CANCEL_SHARE_PERCENT}% do valor da vaga`,
    );
    expect(contractor).toContain(`prazo de ${CONTEST_WINDOW_HOURS} horas para o freelancer contestar`);
    const concludeAnswer = CONTRACTOR_FAQ.find((item) => item.id === 'concluir')?.answer.join(' ') ?? '';
    expect(concludeAnswer).toContain('Com Pagamento garantido, “Concluir Serviço” libera o pagamento');
    expect(concludeAnswer).toContain('Sem Pagamento garantido, o pagamento pelo serviço é feito por você');
  });
});

describe('HelpPage', () => {
  it('opens one answer at a time and closes it again', async () => {
    const user = userEvent.setup();
    renderHelp('freelancer');
    expect(screen.getByRole('heading', { level: 1, name: 'Central de Ajuda' })).toBeInTheDocument();
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(FREELANCER_FAQ.length);

    const [first, second] = questions;
    if (!first || !second) throw new Error('missing questions');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('15 moedas de boas-vindas');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(second);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('shows the guaranteed-pay questions of freelancers', async () => {
    const user = userEvent.setup();
    renderHelp('freelancer');
    const question = screen.getByRole('button', { name: 'O que é Pagamento garantido?' });
    await user.click(question);
    expect(document.getElementById(question.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'o Vamos Trabalhar envia esse valor para a sua chave PIX depois do turno',
    );
    expect(screen.getByRole('button', { name: 'Quando recebo o Pagamento garantido?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Como cadastro minha chave PIX?' })).toBeInTheDocument();
  });

  it('shows the guaranteed-pay questions of contractors', async () => {
    const user = userEvent.setup();
    renderHelp('contractor');
    expect(screen.getByRole('button', { name: 'Como funciona o Pagamento garantido?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quanto custa o Pagamento garantido?' })).toBeInTheDocument();
    const question = screen.getByRole('button', {
      name: 'Com Pagamento garantido, e se eu cancelar ou o freelancer faltar?',
    });
    await user.click(question);
    expect(document.getElementById(question.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      'O freelancer desiste: se a vaga tem uma reserva, ela assume o lugar com o valor já pago, sem novo PIX; sem reserva, o valor da vaga (valor e taxa) volta para você.',
    );
  });

  it('offers WhatsApp support with the greeting and the “not found” block', () => {
    renderHelp('contractor');
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(CONTRACTOR_FAQ.length);
    const links = screen.getAllByRole('link', { name: /Chamar no WhatsApp/ });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toHaveAttribute('href', supportWhatsAppUrl('5521987654321'));
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(links[0]?.getAttribute('href')).toContain(
      `wa.me/5521987654321?text=${encodeURIComponent('Olá! Preciso de ajuda')}`,
    );
    const block = screen.getByRole('region', { name: 'Não encontrou o que procurava?' });
    expect(within(block).getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos-de-uso');
  });
});
