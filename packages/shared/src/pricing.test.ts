import { describe, expect, it } from 'vitest';
import { COIN_PACKAGES, PAID_PLAN_IDS, PLANS, coinPackageById, planById } from './pricing.ts';

describe('COIN_PACKAGES (spec 02 §9)', () => {
  it('has START, PRO and MAX with price, coins and the table figures', () => {
    expect(COIN_PACKAGES.map((p) => [p.id, p.name, p.priceCents, p.coins])).toEqual([
      ['start', 'START', 1500, 15],
      ['pro', 'PRO', 4500, 50],
      ['max', 'MAX', 6000, 100],
    ]);
    expect(COIN_PACKAGES.map((p) => [p.perCoinCents, p.discountPercent, p.approxJobs, p.costPer100JobCents])).toEqual([
      [100, 0, 2, 700],
      [90, 10, 7, 630],
      [60, 40, 14, 420],
    ]);
  });

  it('per-coin price is price / coins', () => {
    for (const p of COIN_PACKAGES) expect(p.perCoinCents).toBe(p.priceCents / p.coins);
  });

  it('only MAX carries the "Melhor Escolha" badge', () => {
    expect(COIN_PACKAGES.map((p) => p.badge)).toEqual([null, null, 'Melhor Escolha']);
  });

  it('finds a package by id', () => {
    expect(coinPackageById('pro')?.coins).toBe(50);
    expect(coinPackageById('mega')).toBeUndefined();
  });
});

describe('PLANS (spec 02 §9, DESIGN §2)', () => {
  it('has free, basico (Starter), premium (Pro) and enterprise', () => {
    expect(PLANS.map((p) => [p.id, p.name, p.priceCents, p.credits, p.jobsPerMonthLabel])).toEqual([
      ['free', 'Free', 0, 2, '2 vagas/mês'],
      ['basico', 'Starter', 7500, 30, 'até 5 vagas/mês'],
      ['premium', 'Pro', 9990, 100, 'até 12 vagas/mês'],
      ['enterprise', 'Enterprise', null, null, 'mais de 12 vagas/mês'],
    ]);
  });

  it('shows the premium promotion and the enterprise sales button', () => {
    expect(planById('premium')).toMatchObject({
      oldPriceCents: 18164,
      discountLabel: '45% OFF',
      badge: 'Mais Vantajoso',
    });
    expect(planById('enterprise')?.ctaLabel).toBe('Falar com Vendas');
    expect(planById('gold')).toBeUndefined();
  });

  it('only basico and premium are paid by PIX', () => {
    expect(PAID_PLAN_IDS).toEqual(['basico', 'premium']);
  });
});
