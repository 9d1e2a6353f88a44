/** Agenda inputs and responses (spec 02 §5 "Agenda create", spec 01 §2.7 and §4). */
import { z } from 'zod';
import { AGENDA_ITEM_STATUSES, AGENDA_ITEM_TYPES } from '../agenda.ts';
import { SHIFT_STATES } from '../shift-states.ts';
import { isTimeBefore } from '../shift-times.ts';
import { JobSummarySchema, WithdrawalConsequenceSchema } from './applications.ts';
import { maxLengthMessage } from './fields.ts';
import { bothTimesValid, isoDateField, timeField } from './job-fields.ts';
import { PresenceSchema } from './check-in.ts';

export const AGENDA_MESSAGES = {
  titleRequired: 'Título é obrigatório',
  dateRequired: 'Data é obrigatória',
  datePast: 'Data não pode ser no passado',
  startTimeRequired: 'Horário de início é obrigatório',
  endTimeRequired: 'Horário de término é obrigatório',
  typeRequired: 'Tipo é obrigatório',
  typeInvalid: 'Tipo inválido',
  statusInvalid: 'Status inválido',
  endNotAfterStart: 'O horário de término deve ser depois do início.',
  overnightEndNotBeforeStart: 'Para terminar no dia seguinte, o término deve ser antes do início.',
  endsNextDayInvalid: 'Informe se o evento termina no dia seguinte',
} as const;

const M = AGENDA_MESSAGES;

export const AGENDA_LIMITS = { title: 100, description: 500 } as const;

/** Runs the start/end checks whenever both times and the overnight choice are valid, even if other fields failed. */
const timesValid = (payload: { value: unknown }) => {
  if (!bothTimesValid(payload.value)) return false;
  const { ends_next_day } = payload.value as { ends_next_day?: unknown };
  return ends_next_day === undefined || typeof ends_next_day === 'boolean';
};

/** A job's times as its agenda items read them (22:00 → 04:00 ends the next day); it lives in shift-times.ts. */
export { endsNextDay } from '../shift-times.ts';

/**
 * `POST /api/agenda` and `PUT /api/agenda/:id` (contractor). The end is after the start on the
 * same day; an overnight shift (22:00 → 04:00) says so with `ends_next_day`, and then its end is
 * before its start (decision 0012).
 */
export const AgendaItemSchema = z
  .object({
    title: z
      .string({ error: M.titleRequired })
      .trim()
      .min(1, { error: M.titleRequired })
      .max(AGENDA_LIMITS.title, { error: maxLengthMessage(AGENDA_LIMITS.title) }),
    description: z
      .string({ error: maxLengthMessage(AGENDA_LIMITS.description) })
      .trim()
      .max(AGENDA_LIMITS.description, { error: maxLengthMessage(AGENDA_LIMITS.description) })
      .nullish()
      .transform((s) => (s ? s : null)),
    date: isoDateField(M.dateRequired, { notPast: M.datePast }),
    start_time: timeField(M.startTimeRequired),
    end_time: timeField(M.endTimeRequired),
    type: z.enum(AGENDA_ITEM_TYPES, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? M.typeRequired : M.typeInvalid),
    }),
    status: z.enum(AGENDA_ITEM_STATUSES, { error: M.statusInvalid }).default('scheduled'),
    ends_next_day: z.boolean({ error: M.endsNextDayInvalid }).default(false),
  })
  .refine((v) => v.ends_next_day || isTimeBefore(v.start_time, v.end_time), {
    path: ['end_time'],
    error: M.endNotAfterStart,
    when: timesValid,
  })
  .refine((v) => !v.ends_next_day || isTimeBefore(v.end_time, v.start_time), {
    path: ['end_time'],
    error: M.overnightEndNotBeforeStart,
    when: timesValid,
  });

export type AgendaItemInput = z.input<typeof AgendaItemSchema>;
export type AgendaItemData = z.output<typeof AgendaItemSchema>;

/** What both agendas show of an item: a person's own event, or a job (then `job_id`). */
const AgendaEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  type: z.enum(AGENDA_ITEM_TYPES),
  /** A job's item: read from its shifts (decision 0024), never kept apart. */
  status: z.enum(AGENDA_ITEM_STATUSES),
  /** The end (before the start) is on the day after `date`: an overnight shift. */
  ends_next_day: z.boolean(),
  job_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A freelancer booked on the contractor's job, as their agenda names them. */
export const AgendaPersonSchema = z.object({ id: z.string(), full_name: z.string() });

/**
 * An item of the contractor's agenda: their own event (they may edit and delete it) or one of their
 * jobs with someone booked on it (it follows the job: who is coming, and its status).
 */
export const AgendaItemViewSchema = AgendaEntrySchema.extend({
  booked: z.array(AgendaPersonSchema),
  can: z.object({ edit: z.boolean(), delete: z.boolean() }),
});

/** `GET /api/agenda` (contractor): every own item, date then start time ascending. */
export const AgendaResponseSchema = z.object({ items: z.array(AgendaItemViewSchema) });

/** A contractor as the freelancer agenda shows them (the freelancer is approved on the job). */
export const AgendaContractorSchema = z.object({
  id: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
});

/**
 * A booked shift on the freelancer's agenda: its id is the shift's (the application's), its state
 * the shift's, and `can` says what the server would accept now ('Concluir' from the shift's start,
 * 'Desistir' before it, rating the contractor once it ended).
 */
export const FreelancerAgendaItemSchema = AgendaEntrySchema.extend({
  job: JobSummarySchema.nullable(),
  contractor: AgendaContractorSchema.nullable(),
  shift_state: z.enum(SHIFT_STATES),
  can: z.object({
    complete: z.boolean(),
    withdraw: z.boolean(),
    evaluate: z.boolean(),
    /** 'Vou comparecer' (before the start). */
    confirm: z.boolean(),
    /** 'Cheguei' (from 2 h before the start to its end). */
    check_in: z.boolean(),
  }),
  /** What 'Desistir' would cost now (null when it is not allowed). */
  withdraw_consequence: WithdrawalConsequenceSchema.nullable(),
  /** When the freelancer confirmed, arrived and left. */
  presence: PresenceSchema,
});

/** `GET /api/freelancer/agenda`: booked shifts still ahead or under way, jobs neither cancelled nor completed. */
export const FreelancerAgendaResponseSchema = z.object({ items: z.array(FreelancerAgendaItemSchema) });

export type AgendaItemView = z.infer<typeof AgendaItemViewSchema>;
export type AgendaPerson = z.infer<typeof AgendaPersonSchema>;
export type AgendaResponse = z.infer<typeof AgendaResponseSchema>;
export type FreelancerAgendaItem = z.infer<typeof FreelancerAgendaItemSchema>;
export type FreelancerAgendaResponse = z.infer<typeof FreelancerAgendaResponseSchema>;
