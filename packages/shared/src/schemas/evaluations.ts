/**
 * Evaluations (spec 02 "Evaluations", §3, §5; DESIGN §2 "Evaluation"): inputs and responses.
 * A rating is 1 to 5 stars, the comment is optional and at most 500 characters, the four
 * toggles are stored one by one and `requirements_met` is true only when all four are on.
 */
import { z } from 'zod';
import type { EvaluationToggle } from '../evaluations.ts';
import { maxLengthMessage } from './fields.ts';

export const EVALUATION_LIMITS = { minRating: 1, maxRating: 5, comment: 500 } as const;

export const EVALUATION_MESSAGES = {
  ratingRequired: 'Escolha uma nota de 1 a 5 estrelas.',
  commentTooLong: maxLengthMessage(EVALUATION_LIMITS.comment),
  jobRequired: 'Informe a vaga avaliada.',
  evaluatedRequired: 'Informe quem está sendo avaliado.',
} as const;

const M = EVALUATION_MESSAGES;

/** What the author may set and later edit. An empty comment is stored as none. */
export const EvaluationFieldsSchema = z.object({
  rating: z
    .number({ error: M.ratingRequired })
    .int({ error: M.ratingRequired })
    .min(EVALUATION_LIMITS.minRating, { error: M.ratingRequired })
    .max(EVALUATION_LIMITS.maxRating, { error: M.ratingRequired }),
  comment: z
    .string({ error: M.commentTooLong })
    .trim()
    .max(EVALUATION_LIMITS.comment, { error: M.commentTooLong })
    .nullish()
    .transform((s) => (s ? s : null)),
  punctual: z.boolean().default(false),
  proactive: z.boolean().default(false),
  polite: z.boolean().default(false),
  agile: z.boolean().default(false),
});

/** `POST /api/evaluations`: the evaluator is the signed-in user, never the body. */
export const CreateEvaluationSchema = EvaluationFieldsSchema.extend({
  job_id: z.string({ error: M.jobRequired }).min(1, { error: M.jobRequired }),
  evaluated_id: z.string({ error: M.evaluatedRequired }).min(1, { error: M.evaluatedRequired }),
});

/** `PUT /api/evaluations/:id`: the author edits the rating, comment and toggles. */
export const UpdateEvaluationSchema = EvaluationFieldsSchema;

export type EvaluationFieldsInput = z.input<typeof EvaluationFieldsSchema>;
export type EvaluationFields = z.output<typeof EvaluationFieldsSchema>;
export type CreateEvaluationInput = z.input<typeof CreateEvaluationSchema>;
export type CreateEvaluationData = z.output<typeof CreateEvaluationSchema>;

/** true only when every toggle is on (spec 02 §5). */
export function requirementsMet(f: Pick<EvaluationFields, EvaluationToggle>): boolean {
  return f.punctual && f.proactive && f.polite && f.agile;
}

/** A person in an evaluation: the evaluator or the evaluated. `full_name` null shows 'Anônimo'. */
export const EvaluationPersonSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
});

export const EvaluationJobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  service_date: z.string(),
});

/** One evaluation with its job and both people (spec 02 §3 "Evaluation"). */
export const EvaluationSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  evaluator_id: z.string(),
  evaluated_id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  punctual: z.boolean(),
  proactive: z.boolean(),
  polite: z.boolean(),
  agile: z.boolean(),
  requirements_met: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  job: EvaluationJobSchema,
  evaluator: EvaluationPersonSchema,
  evaluated: EvaluationPersonSchema,
});

/** Average (one decimal, null when there is none) and count of the ratings someone received. */
export const RatingStatsSchema = z.object({
  average_rating: z.number().nullable(),
  total_evaluations: z.number().int(),
});

/** `GET /api/evaluations/received`: the summary over all of them and the newest ones. */
export const ReceivedEvaluationsResponseSchema = RatingStatsSchema.extend({
  evaluations: z.array(EvaluationSchema),
});

/** `GET /api/evaluations/given`, newest first. */
export const GivenEvaluationsResponseSchema = z.object({ evaluations: z.array(EvaluationSchema) });

/** A job awaiting my evaluation of one person (spec 02 §3 "Job awaiting evaluation"). */
export const PendingEvaluationSchema = z.object({
  job_id: z.string(),
  job_title: z.string(),
  job_image_url: z.string().nullable(),
  company_name: z.string(),
  job_salary_cents: z.number().int(),
  job_service_date: z.string(),
  job_status: z.string(),
  evaluated_user_id: z.string(),
  evaluated_user_name: z.string().nullable(),
  evaluated_avatar_url: z.string().nullable(),
});

export const PendingEvaluationsResponseSchema = z.object({ pending: z.array(PendingEvaluationSchema) });

/** `GET /api/evaluations/pending/count`: the navigation badge. */
export const PendingEvaluationsCountSchema = z.object({ count: z.number().int() });

/** One of a freelancer's latest ratings, as a contractor sees it on the profile. */
export const RecentRatingSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  created_at: z.string(),
  evaluator_name: z.string().nullable(),
  job_title: z.string(),
  job_service_date: z.string(),
});

/** Rating summary of a freelancer (spec 02 §3): average, count and the first 3, newest first. */
export const RatingSummarySchema = RatingStatsSchema.extend({ ratings: z.array(RecentRatingSchema) });

export const RECENT_RATINGS_SHOWN = 3;

export type EvaluationPerson = z.infer<typeof EvaluationPersonSchema>;
export type Evaluation = z.infer<typeof EvaluationSchema>;
export type RatingStats = z.infer<typeof RatingStatsSchema>;
export type ReceivedEvaluationsResponse = z.infer<typeof ReceivedEvaluationsResponseSchema>;
export type GivenEvaluationsResponse = z.infer<typeof GivenEvaluationsResponseSchema>;
export type PendingEvaluation = z.infer<typeof PendingEvaluationSchema>;
export type PendingEvaluationsResponse = z.infer<typeof PendingEvaluationsResponseSchema>;
export type RecentRating = z.infer<typeof RecentRatingSchema>;
export type RatingSummary = z.infer<typeof RatingSummarySchema>;
