import { describe, expect, it } from 'vitest';
import * as rules from './rules.ts';
import {
  APPLICATION_COST_PERCENT,
  APPLICATION_COST_RULE,
  APPROVAL_CREDITS,
  COIN_PACKAGES,
  JOB_PUBLISH_CREDITS,
  MIN_APPLICATION_COINS,
  PAID_PLAN_IDS,
  PLANS,
  REFERENCE_JOB_CENTS,
  applicationCost,
  applicationPriceCents,
  applications,
  applicationsPaid,
  coinPackageById,
  coinWord,
  coins,
  costRangeBrl,
  creditWord,
  credits,
  planById,
} from './pricing.ts';

describe('what things cost (spec 01 §9, spec 02 §1)', () => {
  it('an application costs 10% of the job value in coins, at least 1', () => {
    expect([APPLICATION_COST_PERCENT, MIN_APPLICATION_COINS]).toEqual([10, 1]);
    expect([applicationCost(10_000), applicationCost(5_000), applicationCost(1_499), applicationCost(null)]).toEqual([
      10, 5, 1, 1,
    ]);
    expect(APPLICATION_COST_RULE).toBe('10% do valor da vaga, com mínimo de 1 moeda');
  });

  it('publishing a job and approving a freelancer cost 1 credit each', () => {
    expect([JOB_PUBLISH_CREDITS, APPROVAL_CREDITS]).toEqual([1, 1]);
  });

  it('rules.ts reads the same rule (one implementation)', () => {
    expect(rules.applicationCost).toBe(applicationCost);
    expect(rules.costRangeBrl).toBe(costRangeBrl);
  });
});

describe('words for amounts', () => {
  it.each([
    [0, '0 créditos', '0 moedas'],
    [1, '1 crédito', '1 moeda'],
    [2, '2 créditos', '2 moedas'],
    [1000, '1.000 créditos', '1.000 moedas'],
  ])('%d → "%s", "%s"', (n, creditText, coinText) => {
    expect(credits(n)).toBe(creditText);
    expect(coins(n)).toBe(coinText);
  });

  it('the word alone, for a screen that sets the number apart', () => {
    expect([coinWord(1), coinWord(15), creditWord(1), creditWord(2)]).toEqual([
      'moeda',
      'moedas',
      'crédito',
      'créditos',
    ]);
    expect([applications(1), applications(5)]).toEqual(['1 candidatura', '5 candidaturas']);
  });
});

describe('COIN_PACKAGES (DESIGN §2)', () => {
  it('has START, PRO and MAX with their price and coins', () => {
    expect(COIN_PACKAGES.map((p) => [p.id, p.name, p.priceCents, p.coins])).toEqual([
      ['start', 'START', 1500, 15],
      ['pro', 'PRO', 4500, 50],
      ['max', 'MAX', 6000, 100],
    ]);
  });

  it('prices a coin at price ÷ coins, with the discount over START', () => {
    expect(COIN_PACKAGES.map((p) => [p.perCoinCents, p.discountPercent])).toEqual([
      [100, 0],
      [90, 10],
      [60, 40],
    ]);
  });

  // The product documents' table says START pays ≈ 2 applications to R$ 100 jobs at R$ 7,00 each,
  // PRO 7 at R$ 6,30, MAX 14 at R$ 4,20: their own rule makes a R$ 100 job cost 10 coins (decision 0025).
  it.each([
    ['start', 1, 5, 1000],
    ['pro', 5, 0, 900],
    ['max', 10, 0, 600],
  ])('%s pays %d applications to R$ 100 jobs (%d coins left), each at %d cents', (id, paid, left, price) => {
    const pkg = coinPackageById(id);
    if (!pkg) throw new Error(id);
    expect(REFERENCE_JOB_CENTS).toBe(10_000);
    expect(applicationsPaid(pkg)).toEqual({ applications: paid, coinsLeft: left });
    expect(applicationPriceCents(pkg)).toBe(price);
  });

  it('pays for jobs of other values by the same rule', () => {
    const start = COIN_PACKAGES[0];
    if (!start) throw new Error('no START');
    expect(applicationsPaid(start, 5_000)).toEqual({ applications: 3, coinsLeft: 0 });
    expect(applicationPriceCents(start, 5_000)).toBe(500);
  });

  it('the job list’s range runs from the cheapest coin to the dearest', () => {
    expect(costRangeBrl(10)).toEqual({ minCents: 600, maxCents: 1000 });
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
