/**
 * Job inputs (spec 02 §5 "Job create (main form)" and "Job edit", spec 01 §5 "Job list filters"),
 * composed from the fields of job-fields.ts.
 */
import { z } from 'zod';
import { isIsoDate, saoPauloInstant } from '../dates.ts';
import { INVITE_FIRST_MAX_HOURS } from '../shift-states.ts';
import { isSameTime } from '../shift-times.ts';
import { JOB_LIMITS } from '../job-limits.ts';
import { JOB_MESSAGES as M, bothTimesValid, jobFields, requiredLongText } from './job-fields.ts';
import { maxLengthMessage, requiredText } from './fields.ts';
import { cursorQueryField } from './page-query.ts';

export { JOB_MESSAGES } from './job-fields.ts';

/** Runs the payment-date check whenever both dates are valid, even if other fields failed. */
const bothDatesValid = (payload: { value: unknown }) => {
  if (typeof payload.value !== 'object' || payload.value === null) return false; // a null body: the object check reports it
  const v = payload.value as { service_date?: unknown; payment_date?: unknown };
  return (
    typeof v.service_date === 'string' &&
    typeof v.payment_date === 'string' &&
    isIsoDate(v.service_date) &&
    isIsoDate(v.payment_date)
  );
};

export const paymentNotBeforeService = {
  path: ['payment_date'],
  error: M.paymentBeforeService,
  when: bothDatesValid,
};

/**
 * A shift of no length is a typo: the end differs from the start. An end before the start is a
 * night shift (22:00 → 04:00) that ends the next day (decision 0012).
 */
export const endNotStart = {
  path: ['end_time'],
  error: M.endSameAsStart,
  when: (payload: { value: unknown }) => bothTimesValid(payload.value),
};

/**
 * The invite-first window must end before the shift starts (else the job would never reach the
 * board): decided on the form and again by the server, each with its own clock.
 */
export function inviteWindowEndsBeforeStart(
  v: { invite_first_hours?: number | null; service_date: string; start_time: string },
  now: Date = new Date(),
): boolean {
  if (!v.invite_first_hours) return true;
  const startsAt = saoPauloInstant(v.service_date, v.start_time);
  return now.getTime() + v.invite_first_hours * 3_600_000 < startsAt.getTime();
}

const inviteWindowBeforeStart = {
  path: ['invite_first_hours'],
  error: M.inviteWindowAfterStart,
  when: (payload: { value: unknown }) => {
    if (!bothDatesValid(payload) || !bothTimesValid(payload.value)) return false;
    const hours = (payload.value as { invite_first_hours?: unknown }).invite_first_hours;
    return typeof hours === 'number' && Number.isInteger(hours) && hours >= 1 && hours <= INVITE_FIRST_MAX_HOURS;
  },
};

/**
 * `POST /api/contractor/jobs`: the main create form. Unknown keys (contractor_id, status...) are
 * stripped. The title is the segment's label; the location is built from the address.
 */
export const CreateJobSchema = z
  .object({
    ...jobFields,
    /**
     * 'Convidar minha equipe primeiro' (decision 0037): for this many hours the job is open only to
     * the contractor's team, each favourite invited at once; absent or null: open to everyone.
     */
    invite_first_hours: z
      .number({ error: M.inviteHours })
      .int({ error: M.inviteHours })
      .min(1, { error: M.inviteHours })
      .max(INVITE_FIRST_MAX_HOURS, { error: M.inviteHours })
      .nullish(),
    /** 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042): off unless chosen. */
    guaranteed_pay: z.boolean({ error: M.guaranteedPayInvalid }).optional(),
    /** 'Pagar todas as vagas agora' (decision 0056): one PIX for every place; only with guaranteed pay. */
    pay_all_now: z.boolean().optional(),
  })
  .refine((v) => v.payment_date >= v.service_date, paymentNotBeforeService)
  .refine((v) => !isSameTime(v.start_time, v.end_time), endNotStart)
  .refine((v) => inviteWindowEndsBeforeStart(v), inviteWindowBeforeStart);

/** `PUT /api/contractor/jobs/:id`: as create, the description is required and the company is at most 60 characters (spec 02 §5 "Job edit"). */
export const UpdateJobSchema = z
  .object({
    ...jobFields,
    company: requiredText(M.companyRequired, { max: JOB_LIMITS.companyOnEdit }),
    description: requiredLongText(M.descriptionRequired, JOB_LIMITS.description),
    /** The contractor confirmed changing the date, times or value of a job with approved freelancers. */
    confirm_shift_change: z.boolean().optional(),
    /** Absent: unchanged. May change only before the first approval (GUARANTEED_PAY_LOCKED). */
    guaranteed_pay: z.boolean({ error: M.guaranteedPayInvalid }).optional(),
    /** 'Pagar todas as vagas agora' (decision 0056): before the first approval, when no payment of all places is open. */
    pay_all_now: z.boolean().optional(),
  })
  .refine((v) => v.payment_date >= v.service_date, paymentNotBeforeService)
  .refine((v) => !isSameTime(v.start_time, v.end_time), endNotStart);

/** The fields of a job that make an approved freelancer's shift: changing them needs confirmation. */
export const SHIFT_FIELDS = ['service_date', 'start_time', 'end_time', 'salary_cents'] as const;
export type ShiftField = (typeof SHIFT_FIELDS)[number];

export type CreateJobInput = z.input<typeof CreateJobSchema>;
export type CreateJob = z.output<typeof CreateJobSchema>;
export type UpdateJobInput = z.input<typeof UpdateJobSchema>;
export type UpdateJob = z.output<typeof UpdateJobSchema>;

// ---------------------------------------------------------------- list filters

/** A query-string value where '' means "not given". */
const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

function optionalCents() {
  return z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: M.valueInvalid })
      .int({ error: M.valueInvalid })
      .min(0, { error: M.valueInvalid })
      .max(JOB_LIMITS.maxSalaryCents, { error: M.salaryMax })
      .optional(),
  );
}

/** `GET /api/jobs` query: q (title or location), city (contains), date, min/max value (inclusive), page. */
export const JobListQuerySchema = z.object({
  q: z.preprocess(
    blankAsMissing,
    z.string({ error: M.searchTooLong }).trim().max(JOB_LIMITS.search, { error: M.searchTooLong }).optional(),
  ),
  city: z.preprocess(
    blankAsMissing,
    z
      .string({ error: M.cityRequired })
      .trim()
      .max(JOB_LIMITS.city, { error: maxLengthMessage(JOB_LIMITS.city) })
      .optional(),
  ),
  date: z.preprocess(
    blankAsMissing,
    z.string({ error: M.dateInvalid }).refine(isIsoDate, { error: M.dateInvalid }).optional(),
  ),
  min_cents: optionalCents(),
  max_cents: optionalCents(),
  /** 'Pagamento garantido': only jobs paid through the platform ('1' or 'true'). */
  guaranteed: z
    .preprocess(blankAsMissing, z.enum(['1', 'true', '0', 'false']).optional())
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  cursor: cursorQueryField,
  limit: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: M.limitInvalid })
      .int({ error: M.limitInvalid })
      .min(1, { error: M.limitInvalid })
      .max(JOB_LIMITS.maxPageSize, { error: M.limitInvalid })
      .default(JOB_LIMITS.pageSize),
  ),
});

export type JobListQueryInput = z.input<typeof JobListQuerySchema>;
export type JobListQuery = z.output<typeof JobListQuerySchema>;

/** `GET /api/freelancer/applications` query: keyset pages, newest applied first. */
export const PageQuerySchema = z.object({
  cursor: JobListQuerySchema.shape.cursor,
  limit: JobListQuerySchema.shape.limit,
});

export type PageQuery = z.output<typeof PageQuerySchema>;
