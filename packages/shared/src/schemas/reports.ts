import { z } from 'zod';
import { operatorReasonField } from './operator.ts';

/**
 * 'Denunciar' (issue 28, decision 0054): a signed-in person reports a job, a profile or an evaluation
 * with a category and a text; an operator resolves it ('Ocultar vaga', 'Remover avaliação') or
 * archives it ('Arquivar'), with a reason, and the person who reported is told the outcome.
 */

/** What may be reported. */
export const REPORT_TARGET_TYPES = ['job', 'profile', 'evaluation'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  job: 'Vaga',
  profile: 'Perfil',
  evaluation: 'Avaliação',
};

/** Why (the one fixed list, in the dialog's order). */
export const REPORT_CATEGORIES = ['fraud', 'offensive', 'false_information', 'discrimination', 'other'] as const;
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const REPORT_CATEGORY_LABELS: Record<ReportCategory, string> = {
  fraud: 'Golpe ou fraude',
  offensive: 'Conteúdo ofensivo',
  false_information: 'Informação falsa',
  discrimination: 'Discriminação',
  other: 'Outro',
};

export const REPORT_TEXT_MIN = 10;
export const REPORT_TEXT_MAX = 1000;

export const REPORT_MESSAGES = {
  categoryRequired: 'Escolha o motivo da denúncia.',
  textRequired: 'Conte o que aconteceu.',
  textTooShort: `Explique em pelo menos ${REPORT_TEXT_MIN} caracteres.`,
  textTooLong: `O texto pode ter até ${REPORT_TEXT_MAX} caracteres.`,
  targetRequired: 'Diga o que você quer denunciar.',
  actionRequired: "Escolha 'Ocultar vaga', 'Remover avaliação', 'Suspender conta' ou 'Arquivar'.",
} as const;

/** `POST /api/reports`. */
export const CreateReportInputSchema = z.object({
  target_type: z.enum(REPORT_TARGET_TYPES, { error: REPORT_MESSAGES.targetRequired }),
  target_id: z.string({ error: REPORT_MESSAGES.targetRequired }).min(1, { error: REPORT_MESSAGES.targetRequired }),
  category: z.enum(REPORT_CATEGORIES, { error: REPORT_MESSAGES.categoryRequired }),
  text: z
    .string({ error: REPORT_MESSAGES.textRequired })
    .trim()
    .min(1, { error: REPORT_MESSAGES.textRequired })
    .min(REPORT_TEXT_MIN, { error: REPORT_MESSAGES.textTooShort })
    .max(REPORT_TEXT_MAX, { error: REPORT_MESSAGES.textTooLong }),
});
export type CreateReportInput = z.input<typeof CreateReportInputSchema>;

export const CreatedReportSchema = z.object({ id: z.string() });
export type CreatedReport = z.infer<typeof CreatedReportSchema>;

/** How an operator closes a report. */
export const REPORT_ACTIONS = ['hide_job', 'remove_evaluation', 'suspend_user', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_ACTION_LABELS: Record<ReportAction, string> = {
  hide_job: 'Ocultar vaga',
  remove_evaluation: 'Remover avaliação',
  suspend_user: 'Suspender conta',
  dismiss: 'Arquivar',
};

/**
 * The actions that apply to each kind of target (the operator's screen offers only these). A job's
 * report may suspend the company that published it (its open jobs hidden with it).
 */
export const REPORT_ACTIONS_FOR: Record<ReportTargetType, readonly ReportAction[]> = {
  job: ['hide_job', 'suspend_user', 'dismiss'],
  profile: ['suspend_user', 'dismiss'],
  evaluation: ['remove_evaluation', 'dismiss'],
};

/** Where a report stands (reports.status). */
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** `POST /api/operator/reports/:id/resolve`. */
export const ResolveReportInputSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: REPORT_MESSAGES.actionRequired }),
  reason: operatorReasonField,
});
export type ResolveReportInput = z.input<typeof ResolveReportInputSchema>;

const PersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** What was reported, as the operator reads it: its content, whose it is, and where it is shown. */
export const ReportTargetSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('job'),
    id: z.string(),
    title: z.string(),
    company: z.string(),
    city: z.string(),
    service_date: z.string(),
    description: z.string(),
    status: z.string(),
    hidden: z.boolean(),
    owner: PersonSchema,
  }),
  z.object({
    type: z.literal('profile'),
    id: z.string(),
    role: z.string(),
    bio: z.string(),
    owner: PersonSchema,
  }),
  z.object({
    type: z.literal('evaluation'),
    id: z.string(),
    rating: z.number(),
    comment: z.string(),
    job_title: z.string(),
    removed: z.boolean(),
    /** Who wrote it. */
    owner: PersonSchema,
    evaluated: PersonSchema,
  }),
]);
export type ReportTarget = z.infer<typeof ReportTargetSchema>;

/** One open report in the operator's queue. */
export const OperatorReportSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  category: z.enum(REPORT_CATEGORIES),
  text: z.string(),
  reporter: PersonSchema,
  target: ReportTargetSchema,
  /** How many people have reported the same target and wait for an answer (this one included). */
  open_reports_on_target: z.number(),
});
export type OperatorReport = z.infer<typeof OperatorReportSchema>;

export const OperatorReportListSchema = z.object({ reports: z.array(OperatorReportSchema) });
export type OperatorReportList = z.infer<typeof OperatorReportListSchema>;

export const ResolveReportResultSchema = z.object({
  /** Every report the action closed: the one resolved, and the others open on the same target when it was hidden or removed. */
  closed_report_ids: z.array(z.string()),
  status: z.enum(REPORT_STATUSES),
});
export type ResolveReportResult = z.infer<typeof ResolveReportResultSchema>;
