/** Application responses (spec 01 §2.6, spec 02 §4 "approval answer"). */
import { z } from 'zod';
import { ShiftFundingSchema } from './guaranteed-pay.ts';
import '../zod-locale.ts';
import { MAX_WITHDRAWAL_STRIKES } from '../cancellation-policy.ts';
import { ShiftStateSchema, JobStatusSchema, RejectionReasonSchema } from './job-views.ts';

/** The job an application or agenda item belongs to, as lists summarize it. */
export const JobSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  city: z.string(),
  state: z.string(),
  service_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  salary_cents: z.number().int(),
  image_url: z.string().nullable(),
  status: JobStatusSchema,
});

/** One application (answer of apply, reject, withdraw). */
export const ApplicationSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  status: ShiftStateSchema,
  application_cost: z.number().int(),
  applied_at: z.string(),
  approved_at: z.string().nullable(),
  decided_at: z.string().nullable(),
  rejection_reason: RejectionReasonSchema.nullable(),
});

/**
 * What 'Desistir' would cost now, by the cancellation policy (packages/shared cancellation-policy.ts):
 * the whole hours left before the shift's start and the strikes it would give. Null when 'Desistir'
 * is not allowed. The server computes it; the dialog only says it.
 */
export const WithdrawalConsequenceSchema = z.object({
  hours_left: z.number().int().nonnegative(),
  strikes: z.number().int().nonnegative(),
});

/**
 * `POST /api/freelancer/applications/:id/withdraw` ('Desistir'): the strikes the dialog said it would
 * give. When the notice has crossed into another band since (the screen was open a while), the
 * server refuses with WITHDRAWAL_CONSEQUENCE_CHANGED instead of giving strikes nobody was told of.
 */
export const WithdrawInputSchema = z.object({
  expected_strikes: z.number().int().min(0).max(MAX_WITHDRAWAL_STRIKES).optional(),
});
export type WithdrawInput = z.infer<typeof WithdrawInputSchema>;

/** A row of "Minhas candidaturas", with what I may do with it now (cancel, 'Desistir') and what 'Desistir' would cost. */
export const MyApplicationItemSchema = ApplicationSchema.extend({
  job: JobSummarySchema,
  can: z.object({ cancel: z.boolean(), withdraw: z.boolean(), contest: z.boolean() }),
  withdraw_consequence: WithdrawalConsequenceSchema.nullable(),
  /** A no-show not yet contested: the last instant it may be contested ('Contestar'); else null. */
  contest_until: z.string().nullable(),
});

export const ApplicationCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
});

/** `GET /api/freelancer/applications`: newest applied first; counts cover every page. */
export const MyApplicationsResponseSchema = z.object({
  applications: z.array(MyApplicationItemSchema),
  counts: ApplicationCountsSchema,
  next_cursor: z.string().nullable(),
});

/** `POST /api/contractor/applications/:id/approve`. */
export const ApprovalResultSchema = z.object({
  job_filled: z.boolean(),
  approved_count: z.number().int(),
  required_people: z.number().int(),
  application_cost: z.number().int(),
  message: z.string(),
  /**
   * On a guaranteed-pay job (decision 0042): the approval is held ('Aguardando pagamento') until this
   * PIX charge for the place is paid; null on any other job (the approval is final).
   */
  funding: ShiftFundingSchema.nullable(),
});

export type JobSummary = z.infer<typeof JobSummarySchema>;
export type Application = z.infer<typeof ApplicationSchema>;
export type MyApplicationItem = z.infer<typeof MyApplicationItemSchema>;
export type ApplicationCounts = z.infer<typeof ApplicationCountsSchema>;
export type MyApplicationsResponse = z.infer<typeof MyApplicationsResponseSchema>;
export type ApprovalResult = z.infer<typeof ApprovalResultSchema>;

/** The approval answer's text (spec 02 §4): filled, or how many freelancers are still missing. */
/** A final approval's answer (no PIX awaited): the job's places as they are now, and what it cost. */
export function bookedApproval(
  place: { status: string; approvedCount: number; requiredPeople: number },
  applicationCost: number,
): ApprovalResult {
  return {
    job_filled: place.status === 'filled',
    approved_count: place.approvedCount,
    required_people: place.requiredPeople,
    application_cost: applicationCost,
    message: approvalMessage(place.approvedCount, place.requiredPeople),
    funding: null,
  };
}

export function approvalMessage(approvedCount: number, requiredPeople: number): string {
  if (approvedCount >= requiredPeople) {
    return `Todos os ${requiredPeople} freelancer(s) necessário(s) foram aprovados! A vaga está preenchida.`;
  }
  const remaining = requiredPeople - approvedCount;
  return remaining === 1
    ? 'Freelancer aprovado! Falta 1 freelancer para preencher a vaga.'
    : `Freelancer aprovado! Faltam ${remaining} freelancers para preencher a vaga.`;
}
