/**
 * 'Publicar evento' and 'Repetir semanalmente' (issue 26, decision 0038): one input with the
 * shared data of the jobs and their roles, made of the very field schemas of the job form
 * (job-fields.ts), so each job of an event is checked exactly as a single job is.
 */
import { z } from 'zod';
import { EVENT_LIMITS } from '../job-events.ts';
import { JOB_MESSAGES, jobFields } from './job-fields.ts';
import { endNotStart, paymentNotBeforeService, type CreateJob } from './jobs.ts';
import { isSameTime } from '../shift-times.ts';
import { weekDates } from '../job-events.ts';

export const EVENT_MESSAGES = {
  nameTooLong: `O nome do evento pode ter no máximo ${EVENT_LIMITS.name} caracteres`,
  rolesRequired: 'Adicione pelo menos uma função',
  rolesMax: `Um evento pode ter no máximo ${EVENT_LIMITS.maxRoles} funções`,
  roleRepeated: 'Esta função já está no evento: ajuste o número de pessoas da outra',
  roleInvalid: 'Função inválida: informe segmento, número de pessoas, valor e vestimentas',
  weeksInvalid: `Escolha de ${EVENT_LIMITS.minWeeks} a ${EVENT_LIMITS.maxWeeks} semanas`,
} as const;

const M = EVENT_MESSAGES;

const { segment, required_people, salary_cents, requirements, ...sharedFields } = jobFields;

/** One role of an event: what differs between its jobs (segment, people, value, dress code). */
export const EventRoleSchema = z.object(
  { segment, required_people, salary_cents, requirements },
  { error: M.roleInvalid },
);

const RolesSchema = z
  .array(EventRoleSchema, { error: M.rolesRequired })
  .min(EVENT_LIMITS.minRoles, { error: M.rolesRequired })
  .max(EVENT_LIMITS.maxRoles, { error: M.rolesMax })
  .superRefine((roles, ctx) => {
    const seen = new Set<string>();
    roles.forEach((role, i) => {
      if (seen.has(role.segment)) ctx.addIssue({ code: 'custom', path: [i, 'segment'], message: M.roleRepeated });
      seen.add(role.segment);
    });
  });

/** A name people will recognise ('Casamento Silva'); empty or missing: the event is named by its company. */
const NameSchema = z
  .string({ error: M.nameTooLong })
  .trim()
  .max(EVENT_LIMITS.name, { error: M.nameTooLong })
  .nullish()
  .transform((s) => s ?? '');

const WeeksSchema = z
  .number({ error: M.weeksInvalid })
  .int({ error: M.weeksInvalid })
  .min(EVENT_LIMITS.minWeeks, { error: M.weeksInvalid })
  .max(EVENT_LIMITS.maxWeeks, { error: M.weeksInvalid })
  .default(EVENT_LIMITS.minWeeks);

/**
 * `POST /api/contractor/events`: the shared data (company, address, date, times, payment date,
 * description…), an optional name (the company when empty), 1–10 roles and 1–8 weeks. The date
 * checks are the single job's (payment not before the service, end not the start).
 * 'Pagamento garantido pelo Vamos Trabalhar' (`guaranteed_pay`, decision 0042) is one choice for
 * the whole publication: every job of every role and week has it, or none does.
 */
export const CreateEventSchema = z
  .object({
    ...sharedFields,
    name: NameSchema,
    roles: RolesSchema,
    weeks: WeeksSchema,
    guaranteed_pay: z.boolean({ error: JOB_MESSAGES.guaranteedPayInvalid }).optional(),
  })
  .refine((v) => v.payment_date >= v.service_date, paymentNotBeforeService)
  .refine((v) => !isSameTime(v.start_time, v.end_time), endNotStart);

export type CreateEventInput = z.input<typeof CreateEventSchema>;
export type CreateEvent = z.output<typeof CreateEventSchema>;
export type EventRole = z.output<typeof EventRoleSchema>;

/** The single jobs an event makes, week by week and role by role (each parsed as CreateJobSchema would). */
export function eventJobs(input: CreateEvent): CreateJob[] {
  const { roles, weeks, name: _name, ...shared } = input;
  return Array.from({ length: weeks }, (_, week) => weekDates(shared, week)).flatMap((dates) =>
    roles.map((role) => ({ ...shared, ...role, ...dates })),
  );
}
