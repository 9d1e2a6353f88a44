import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
  it('has 11 questions for freelancers and 13 for contractors (the spec 02 ones, and presence), with unique ids', () => {
    expect(FREELANCER_FAQ).toHaveLength(11);
    expect(CONTRACTOR_FAQ).toHaveLength(13);
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
