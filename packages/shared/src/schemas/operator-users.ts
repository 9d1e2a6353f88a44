import { z } from 'zod';
import { AuditEntrySchema, operatorReasonField } from './operator.ts';

/**
 * 'Usuários' in /operador (issue 28, decision 0050): search people, read one person's page, suspend,
 * reactivate, send a password reset. Every action carries the operator's reason, as the audit keeps it.
 */

export const USER_SEARCH_MESSAGES = {
  queryTooLong: 'A busca pode ter até 120 caracteres.',
  pageInvalid: 'Página inválida.',
} as const;

/** People per page of the search's results. */
export const USER_SEARCH_PAGE_SIZE = 20;

/** `GET /api/operator/users?q=&page=`: by name, e-mail, CPF or CNPJ (any punctuation); empty lists everyone. */
export const UserSearchQuerySchema = z.object({
  q: z.string().trim().max(120, { error: USER_SEARCH_MESSAGES.queryTooLong }).optional().default(''),
  page: z.coerce
    .number({ error: USER_SEARCH_MESSAGES.pageInvalid })
    .int({ error: USER_SEARCH_MESSAGES.pageInvalid })
    .min(1, { error: USER_SEARCH_MESSAGES.pageInvalid })
    .max(10_000, { error: USER_SEARCH_MESSAGES.pageInvalid })
    .optional()
    .default(1),
});
export type UserSearchQuery = z.input<typeof UserSearchQuerySchema>;

/** The people an operator looks after (an operator's own login is not among them). */
export const MANAGED_ROLES = ['freelancer', 'contractor', 'manager'] as const;
export type ManagedRole = (typeof MANAGED_ROLES)[number];

export const MANAGED_ROLE_LABELS: Record<ManagedRole, string> = {
  freelancer: 'Freelancer',
  contractor: 'Contratante',
  manager: 'Gerente',
};

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = { active: 'Ativa', suspended: 'Suspensa' };

/** One line of the search's results. */
export const UserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(MANAGED_ROLES),
  /** 'suspended' also when the company a manager acts for is suspended. */
  status: z.enum(ACCOUNT_STATUSES),
  created_at: z.string(),
  /** The freelancer's CPF or the contractor's CNPJ, as stored (null: none given). */
  document: z.string().nullable(),
  /** The contractor's company, or the company a manager acts for. */
  company_name: z.string().nullable(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const UserSearchResultSchema = z.object({
  users: z.array(UserSummarySchema),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type UserSearchResult = z.infer<typeof UserSearchResultSchema>;

/** `POST /api/operator/users/:id/{suspension,reactivation,password-reset}`: the reason the audit keeps. */
export const UserActionInputSchema = z.object({
  reason: operatorReasonField,
});
export type UserActionInput = z.input<typeof UserActionInputSchema>;

export const UserActionResultSchema = z.object({
  user_id: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  audit_id: z.string(),
});
export type UserActionResult = z.infer<typeof UserActionResultSchema>;

/** The user's page: who they are, what they did on the platform, their money, and what operators did. */
export const UserDetailSchema = z.object({
  user: UserSummarySchema.extend({
    phone: z.string().nullable(),
    cpf: z.string().nullable(),
    cnpj: z.string().nullable(),
    city: z.string().nullable(),
  }),
  /** The standing suspension: the person's own, or (a manager's) their company's. */
  suspension: z.object({ at: z.string(), reason: z.string(), own: z.boolean(), by: z.string().nullable() }).nullable(),
  balances: z.object({ coin: z.number().int(), credit: z.number().int() }),
  /** A contractor's jobs (a manager's: their company's), newest service date first. */
  jobs: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      service_date: z.string(),
      status: z.string(),
      required_people: z.number().int(),
      approved_count: z.number().int(),
    }),
  ),
  /** A freelancer's applications and shifts, newest first. */
  shifts: z.array(
    z.object({
      id: z.string(),
      job_id: z.string(),
      job_title: z.string(),
      company: z.string(),
      service_date: z.string(),
      state: z.string(),
      applied_at: z.string(),
    }),
  ),
  /** Coins and credits that moved, newest first. */
  ledger: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      currency: z.enum(['coin', 'credit']),
      delta: z.number().int(),
      balance_after: z.number().int(),
      reason: z.string(),
    }),
  ),
  /** PIX charges: coin packages, plans, guaranteed-pay places; newest first. */
  payments: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      product_id: z.string(),
      amount_cents: z.number().int(),
      status: z.string(),
      provider: z.string(),
      created_at: z.string(),
      confirmed_at: z.string().nullable(),
    }),
  ),
  /** A freelancer's guaranteed-pay pay-outs, newest first. */
  payouts: z.array(
    z.object({
      id: z.string(),
      job_title: z.string(),
      amount_cents: z.number().int(),
      status: z.string(),
      created_at: z.string(),
      sent_at: z.string().nullable(),
    }),
  ),
  /** Every operator action about this person, their jobs or their shifts, newest first. */
  audit: z.array(AuditEntrySchema),
});
export type UserDetail = z.infer<typeof UserDetailSchema>;
