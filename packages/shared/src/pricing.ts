/**
 * Coin packages and subscription plans (spec 02 §9 tables, DESIGN §2). Money in integer cents.
 * The package table's "cost per R$100 job" and "approx. jobs" figures are copied from the spec
 * as display values; the application cost itself is `applicationCost` in rules.ts.
 */

export const COIN_PACKAGE_IDS = ['start', 'pro', 'max'] as const;
export type CoinPackageId = (typeof COIN_PACKAGE_IDS)[number];

export type CoinPackage = {
  id: CoinPackageId;
  name: string;
  priceCents: number;
  coins: number;
  /** Price of one coin in this package, in cents (R$ 1,00 / R$ 0,90 / R$ 0,60). */
  perCoinCents: number;
  /** Discount over the START price per coin, in percent. */
  discountPercent: number;
  /** Approximate number of applications to R$ 100 jobs the package pays for. */
  approxJobs: number;
  costPer100JobCents: number;
  badge: string | null;
};

export const COIN_PACKAGES: readonly CoinPackage[] = [
  {
    id: 'start',
    name: 'START',
    priceCents: 1500,
    coins: 15,
    perCoinCents: 100,
    discountPercent: 0,
    approxJobs: 2,
    costPer100JobCents: 700,
    badge: null,
  },
  {
    id: 'pro',
    name: 'PRO',
    priceCents: 4500,
    coins: 50,
    perCoinCents: 90,
    discountPercent: 10,
    approxJobs: 7,
    costPer100JobCents: 630,
    badge: null,
  },
  {
    id: 'max',
    name: 'MAX',
    priceCents: 6000,
    coins: 100,
    perCoinCents: 60,
    discountPercent: 40,
    approxJobs: 14,
    costPer100JobCents: 420,
    badge: 'Melhor Escolha',
  },
];

export function coinPackageById(id: string): CoinPackage | undefined {
  return COIN_PACKAGES.find((p) => p.id === id);
}

export const PLAN_IDS = ['free', 'basico', 'premium', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Plans a contractor can pay for by PIX. */
export const PAID_PLAN_IDS = ['basico', 'premium'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

export type Plan = {
  id: PlanId;
  name: string;
  /** Monthly price in cents; 0 for free, null when on request (Enterprise). */
  priceCents: number | null;
  /** Credits granted per period; null when on request. */
  credits: number | null;
  jobsPerMonthLabel: string;
  oldPriceCents: number | null;
  discountLabel: string | null;
  badge: string | null;
  /** Fixed button label, when the plan has one regardless of state (Enterprise). */
  ctaLabel: string | null;
};

/** Days a paid plan stays active after payment confirmation. */
export const PLAN_PERIOD_DAYS = 30;

/** Hours before an unpaid PIX charge expires. */
export const PIX_CHARGE_EXPIRY_HOURS = 24;

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    credits: 2,
    jobsPerMonthLabel: '2 vagas/mês',
    oldPriceCents: null,
    discountLabel: null,
    badge: null,
    ctaLabel: null,
  },
  {
    id: 'basico',
    name: 'Starter',
    priceCents: 7500,
    credits: 30,
    jobsPerMonthLabel: 'até 5 vagas/mês',
    oldPriceCents: null,
    discountLabel: null,
    badge: null,
    ctaLabel: null,
  },
  {
    id: 'premium',
    name: 'Pro',
    priceCents: 9990,
    credits: 100,
    jobsPerMonthLabel: 'até 12 vagas/mês',
    oldPriceCents: 18164,
    discountLabel: '45% OFF',
    badge: 'Mais Vantajoso',
    ctaLabel: null,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceCents: null,
    credits: null,
    jobsPerMonthLabel: 'mais de 12 vagas/mês',
    oldPriceCents: null,
    discountLabel: null,
    badge: null,
    ctaLabel: 'Falar com Vendas',
  },
];

export function planById(id: string): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}
