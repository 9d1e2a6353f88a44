import { z } from 'zod';

/**
 * The operator's 'Painel' (issue 28, decision 0055): today's and the last 30 days' figures of the
 * marketplace, each with one value per São Paulo day for its chart. What each figure counts is the
 * decision's; the server computes them in SQL over the real tables.
 */

/** Days in the panel's period, today included. */
export const DASHBOARD_DAYS = 30;

export const DASHBOARD_FIGURES = [
  'signups_freelancer',
  'signups_contractor',
  'jobs_published',
  'applications',
  'fill_rate',
  'median_time_to_fill',
  'no_show_rate',
  'coins_sold',
  'plans_sold',
  'pix_pending',
  'pix_expired',
  'pix_confirmed',
] as const;
export type DashboardFigureKey = (typeof DASHBOARD_FIGURES)[number];

/** What a figure's numbers are: a count, money in cents, a share (0–1) or a duration in seconds. */
export const DASHBOARD_UNITS = ['count', 'cents', 'ratio', 'seconds'] as const;
export type DashboardUnit = (typeof DASHBOARD_UNITS)[number];

export const DASHBOARD_FIGURE_UNITS: Record<DashboardFigureKey, DashboardUnit> = {
  signups_freelancer: 'count',
  signups_contractor: 'count',
  jobs_published: 'count',
  applications: 'count',
  fill_rate: 'ratio',
  median_time_to_fill: 'seconds',
  no_show_rate: 'ratio',
  coins_sold: 'cents',
  plans_sold: 'cents',
  pix_pending: 'count',
  pix_expired: 'count',
  pix_confirmed: 'count',
};

export const DASHBOARD_FIGURE_LABELS: Record<DashboardFigureKey, string> = {
  signups_freelancer: 'Cadastros de freelancers',
  signups_contractor: 'Cadastros de contratantes',
  jobs_published: 'Vagas publicadas',
  applications: 'Candidaturas',
  fill_rate: 'Taxa de preenchimento',
  median_time_to_fill: 'Tempo mediano até preencher',
  no_show_rate: 'Taxa de faltas',
  coins_sold: 'Moedas vendidas',
  plans_sold: 'Planos vendidos',
  pix_pending: 'Cobranças PIX pendentes',
  pix_expired: 'Cobranças PIX expiradas',
  pix_confirmed: 'Cobranças PIX confirmadas',
};

/** One line under each figure: what it counts, in the operator's words (decision 0055 is the precise one). */
export const DASHBOARD_FIGURE_HINTS: Record<DashboardFigureKey, string> = {
  signups_freelancer: 'Contas de freelancer criadas no dia.',
  signups_contractor: 'Contas de contratante criadas no dia.',
  jobs_published: 'Vagas criadas no dia, canceladas depois ou não.',
  applications: 'Candidaturas enviadas no dia (convites não contam).',
  fill_rate: 'Vagas ocupadas ÷ vagas oferecidas, das vagas que já começaram, pela data do serviço.',
  median_time_to_fill: 'Da publicação até a última aprovação, das vagas preenchidas no dia.',
  no_show_rate: 'Faltas marcadas ÷ pessoas aprovadas, das vagas que já começaram, pela data do serviço.',
  coins_sold: 'Pacotes de moedas pagos (cobranças confirmadas), pelo dia da confirmação.',
  plans_sold: 'Planos pagos (cobranças confirmadas), pelo dia da confirmação.',
  pix_pending: 'Cobranças criadas no dia que ainda aguardam pagamento.',
  pix_expired: 'Cobranças criadas no dia que expiraram sem pagamento.',
  pix_confirmed: 'Cobranças criadas no dia que foram pagas.',
};

/** The parts of a share: 12 of 20 places filled. */
export const DashboardShareSchema = z.object({ part: z.number().int(), whole: z.number().int() });
export type DashboardShare = z.infer<typeof DashboardShareSchema>;

/** A figure on one day; null where it has no value (a share of nothing, a median of no job). */
export const DashboardDaySchema = z.object({ date: z.string(), value: z.number().nullable() });
export type DashboardDay = z.infer<typeof DashboardDaySchema>;

export const DashboardFigureSchema = z.object({
  key: z.enum(DASHBOARD_FIGURES),
  unit: z.enum(DASHBOARD_UNITS),
  today: z.number().nullable(),
  /** The whole period: a sum, a share of the sums, or the median over every job of the period. */
  period: z.number().nullable(),
  /** Shares only: what today's and the period's share divide. */
  today_share: DashboardShareSchema.nullable(),
  period_share: DashboardShareSchema.nullable(),
  /** One entry per day, the oldest first, today last. */
  days: z.array(DashboardDaySchema),
});
export type DashboardFigure = z.infer<typeof DashboardFigureSchema>;

/** `GET /api/operator/dashboard`. */
export const DashboardSchema = z.object({
  /** São Paulo's today and the period's first day, `YYYY-MM-DD`. */
  today: z.string(),
  first_day: z.string(),
  generated_at: z.string(),
  figures: z.array(DashboardFigureSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
