import { z } from 'zod';
import '../zod-locale.ts';
import { JOB_STATUSES } from '../job-statuses.ts';
import { operatorReasonField } from './operator.ts';

/**
 * The operator's 'Vagas' (issue 28, decision 0054): every job, searched and filtered, and 'Ocultar
 * vaga' with a reason.
 */

/** The status filter: a job's status, or 'hidden' (hidden by an operator, whatever its status). */
export const OPERATOR_JOB_FILTERS = [...JOB_STATUSES, 'hidden'] as const;
export type OperatorJobFilter = (typeof OPERATOR_JOB_FILTERS)[number];

export const OPERATOR_JOB_MESSAGES = {
  statusInvalid: 'Situação inválida.',
  dateInvalid: 'Data inválida: use o formato dd/mm/aaaa.',
  textTooLong: 'A busca pode ter até 100 caracteres.',
} as const;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `GET /api/operator/jobs`: a text (title or company), a city, a status and a service date, each optional. */
export const OperatorJobQuerySchema = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, { error: OPERATOR_JOB_MESSAGES.textTooLong }).optional(),
  ),
  city: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, { error: OPERATOR_JOB_MESSAGES.textTooLong }).optional(),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(OPERATOR_JOB_FILTERS, { error: OPERATOR_JOB_MESSAGES.statusInvalid }).optional(),
  ),
  /** The service date, yyyy-MM-dd (the date input's value). */
  date: z.preprocess(blankToUndefined, z.iso.date({ error: OPERATOR_JOB_MESSAGES.dateInvalid }).optional()),
});
export type OperatorJobQuery = z.input<typeof OperatorJobQuerySchema>;

/** One job as the operator's list shows it. */
export const OperatorJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  city: z.string(),
  state: z.string(),
  service_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  status: z.enum(JOB_STATUSES),
  approved_count: z.number(),
  required_people: z.number(),
  applications: z.number(),
  guaranteed_pay: z.boolean(),
  contractor: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** When an operator hid it (null: not hidden). */
  hidden_at: z.string().nullable(),
  /** Its public page, while it has one. */
  public_path: z.string().nullable(),
  /** 'Ocultar vaga' applies: the job is still open (active, filled or under way) and not hidden. */
  can_hide: z.boolean(),
});
export type OperatorJob = z.infer<typeof OperatorJobSchema>;

export const OperatorJobListSchema = z.object({
  jobs: z.array(OperatorJobSchema),
  /** The list stops at this many; a narrower search finds the rest. */
  limit: z.number(),
});
export type OperatorJobList = z.infer<typeof OperatorJobListSchema>;

/** `POST /api/operator/jobs/:id/hide`. */
export const HideJobInputSchema = z.object({
  reason: operatorReasonField,
});
export type HideJobInput = z.input<typeof HideJobInputSchema>;

export const HideJobResultSchema = z.object({
  job_id: z.string(),
  audit_id: z.string(),
  /** How many booked people were refunded (and told), how many waiting applications were closed. */
  refunded: z.number(),
  closed: z.number(),
});
export type HideJobResult = z.infer<typeof HideJobResultSchema>;
