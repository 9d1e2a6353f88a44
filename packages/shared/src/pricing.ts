/**
 * What things cost, written once (spec 01 §9, spec 02 §1 and §9, DESIGN §2): the application cost
 * rule, the credits a contractor spends, the coin packages and the plans, and the words that say
 * those amounts ('1 crédito', '15 moedas'). The server charges with these numbers and every screen
 * writes them with these words, so a price changed here changes everywhere. Money in integer
 * cents. Imports only the number format (no zod, no Intl): the first page of the app may load it.
 */
import { formatInteger } from './masks.ts';

// ---------------------------------------------------------------- words for amounts

// The calls at the top of this file are marked pure: a page that reads one constant leaves the rest out.

/** 'moeda' for 1, 'moedas' otherwise: for a screen that sets the number apart from its word. */
export function coinWord(n: number): string {
  return n === 1 ? 'moeda' : 'moedas';
}

/** 'crédito' for 1, 'créditos' otherwise. */
export function creditWord(n: number): string {
  return n === 1 ? 'crédito' : 'créditos';
}

/** '1 moeda', '15 moedas', '1.000 moedas'. */
export function coins(n: number): string {
  return `${formatInteger(n)} ${coinWord(n)}`;
}

/** '1 crédito', '30 créditos'. */
export function credits(n: number): string {
  return `${formatInteger(n)} ${creditWord(n)}`;
}

/** '1 candidatura', '5 candidaturas'. */
export function applications(n: number): string {
  return `${formatInteger(n)} ${n === 1 ? 'candidatura' : 'candidaturas'}`;
}

// ---------------------------------------------------------------- what a freelancer pays

/** Coins every new freelancer starts with (ledger reason `signup_bonus`). */
export const SIGNUP_BONUS_COINS = 15;

/** An application costs this share of the job's value, in coins (spec 01 §9). */
export const APPLICATION_COST_PERCENT = 10;

/** …and never less than this many coins (also when the job has no value). */
export const MIN_APPLICATION_COINS = 1;

/**
 * Coins a freelancer spends when approved on a job: 10% of the job value in reais, rounded
 * half up, at least 1 (R$ 100,00 → 10, R$ 50,00 → 5, no value → 1).
 */
export function applicationCost(salaryCents: number | null | undefined): number {
  if (salaryCents == null || !Number.isFinite(salaryCents) || salaryCents <= 0) return MIN_APPLICATION_COINS;
  // 10% of the value in reais = cents × 10 / 10 000; one division keeps x.5 exact for rounding.
  return Math.max(MIN_APPLICATION_COINS, Math.round((salaryCents * APPLICATION_COST_PERCENT) / 10_000));
}

/** The rule in words: '10% do valor da vaga, com mínimo de 1 moeda'. */
export const APPLICATION_COST_RULE = `${APPLICATION_COST_PERCENT}% do valor da vaga, com mínimo de ${/* @__PURE__ */ coins(MIN_APPLICATION_COINS)}`;

// ---------------------------------------------------------------- what a contractor pays

/** Credits of the free plan: every contractor starts with them, and each month tops up to them. */
export const FREE_PLAN_CREDITS = 2;

/** Credits a contractor spends to publish a job (spec 02 §1; the spec's create_job_with_credit). */
export const JOB_PUBLISH_CREDITS = 1;

/** Credits a contractor spends for each freelancer approved (spec 02 §1). */
export const APPROVAL_CREDITS = 1;

// ---------------------------------------------------------------- coin packages

export const COIN_PACKAGE_IDS = ['start', 'pro', 'max'] as const;
export type CoinPackageId = (typeof COIN_PACKAGE_IDS)[number];

export type CoinPackage = {
  id: CoinPackageId;
  name: string;
  priceCents: number;
  coins: number;
  /** Price of one coin in this package, in cents (R$ 1,00 / R$ 0,90 / R$ 0,60): price ÷ coins. */
  perCoinCents: number;
  /** How much less a coin costs than in the first package, in whole percent (0 / 10 / 40). */
  discountPercent: number;
  badge: string | null;
};

/** DESIGN §2: START R$ 15,00 → 15, PRO R$ 45,00 → 50, MAX R$ 60,00 → 100 (the FAQ follows this table). */
const PACKAGE_TABLE = [
  { id: 'start', name: 'START', priceCents: 1500, coins: 15, badge: null },
  { id: 'pro', name: 'PRO', priceCents: 4500, coins: 50, badge: null },
  { id: 'max', name: 'MAX', priceCents: 6000, coins: 100, badge: 'Melhor Escolha' },
] as const satisfies readonly Omit<CoinPackage, 'perCoinCents' | 'discountPercent'>[];

const basePerCoinCents = PACKAGE_TABLE[0].priceCents / PACKAGE_TABLE[0].coins;

/**
 * The packages with the figures that follow from their price and coins. The product documents'
 * table also lists "approx. jobs" and "cost per R$ 100 job" figures that contradict their own
 * application cost rule; those are computed instead (`applicationsPaid`, `applicationPriceCents`;
 * decision 0025).
 */
export const COIN_PACKAGES: readonly CoinPackage[] = /* @__PURE__ */ PACKAGE_TABLE.map((pkg) => {
  const perCoinCents = pkg.priceCents / pkg.coins;
  return { ...pkg, perCoinCents, discountPercent: Math.round((1 - perCoinCents / basePerCoinCents) * 100) };
});

export function coinPackageById(id: string): CoinPackage | undefined {
  return COIN_PACKAGES.find((p) => p.id === id);
}

/** The job the packages are compared on, as in the product documents: one of R$ 100,00. */
export const REFERENCE_JOB_CENTS = 10_000;

/**
 * How many applications to jobs of `salaryCents` a package's coins pay for, and the coins left
 * over (START and a R$ 100 job: 15 coins pay 1 application of 10, 5 are left).
 */
export function applicationsPaid(
  pkg: Pick<CoinPackage, 'coins'>,
  salaryCents: number = REFERENCE_JOB_CENTS,
): { applications: number; coinsLeft: number } {
  const cost = applicationCost(salaryCents);
  return { applications: Math.floor(pkg.coins / cost), coinsLeft: pkg.coins % cost };
}

/** What one application to a job of `salaryCents` costs in cents, paid with a package's coins. */
export function applicationPriceCents(
  pkg: Pick<CoinPackage, 'priceCents' | 'coins'>,
  salaryCents: number = REFERENCE_JOB_CENTS,
): number {
  return Math.round((applicationCost(salaryCents) * pkg.priceCents) / pkg.coins);
}

/**
 * Approximate cost in R$ of `coins`, shown in the job list: from the cheapest coin (MAX) to the
 * dearest (START), 0.6× to 1.0× the coins' face value (spec 01 §2.4).
 */
export function costRangeBrl(coins: number): { minCents: number; maxCents: number } {
  const perCoin = COIN_PACKAGES.map((pkg) => pkg.perCoinCents);
  return { minCents: Math.round(coins * Math.min(...perCoin)), maxCents: Math.round(coins * Math.max(...perCoin)) };
}

// ---------------------------------------------------------------- contractor plans

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
    credits: FREE_PLAN_CREDITS,
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
