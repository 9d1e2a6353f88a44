/** `/api/freelancer/job-alerts`: a freelancer's 'Alertas de vagas' (issue 25). */
import { z } from 'zod';
import '../zod-locale.ts';
import { JOB_LIMITS } from '../job-limits.ts';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_LIMITS, WEEKDAYS } from '../job-alerts.ts';
import { SEGMENT_CODES } from '../segments.ts';
import { maxLengthMessage, normalizeSpaces, requiredText } from './fields.ts';

export const JOB_ALERT_MESSAGES = {
  cityRequired: 'Informe a cidade',
  daysRequired: 'Escolha pelo menos um dia da semana',
  segmentInvalid: 'Função inválida',
  frequencyInvalid: "Escolha 'Na hora' ou 'Resumo diário'",
  minValueInvalid: 'Valor mínimo inválido',
  tooManyNeighborhoods: `Informe no máximo ${JOB_ALERT_LIMITS.neighborhoods} bairros`,
} as const;

const M = JOB_ALERT_MESSAGES;

/** Each value once, in the given order. */
const unique = <T>(list: T[]) => [...new Set(list)];

/** `POST` and `PUT /api/freelancer/job-alerts[/:id]`: what the alert looks for and how it tells. */
export const JobAlertInputSchema = z.object({
  /** Empty: every segment. */
  segments: z
    .array(z.enum(SEGMENT_CODES, { error: M.segmentInvalid }))
    .max(SEGMENT_CODES.length)
    .default([])
    .transform(unique),
  city: requiredText(M.cityRequired, { max: JOB_LIMITS.city }),
  /** Empty: the whole city. */
  neighborhoods: z
    .array(
      z
        .string()
        .overwrite(normalizeSpaces)
        .max(JOB_ALERT_LIMITS.neighborhood, { error: maxLengthMessage(JOB_ALERT_LIMITS.neighborhood) }),
    )
    .max(JOB_ALERT_LIMITS.neighborhoods, { error: M.tooManyNeighborhoods })
    .default([])
    .transform((list) => unique(list.filter((n) => n !== ''))),
  /** 0 = domingo … 6 = sábado. */
  days: z
    .array(z.number().int().min(0).max(6), { error: M.daysRequired })
    .min(1, { error: M.daysRequired })
    .max(WEEKDAYS.length)
    .transform((list) => unique(list).sort()),
  min_salary_cents: z
    .number({ error: M.minValueInvalid })
    .int({ error: M.minValueInvalid })
    .min(0, { error: M.minValueInvalid })
    .max(JOB_LIMITS.maxSalaryCents, { error: M.minValueInvalid })
    .default(0),
  frequency: z.enum(JOB_ALERT_FREQUENCIES, { error: M.frequencyInvalid }),
  /** false: paused (kept, matches nothing). */
  active: z.boolean().default(true),
});
export type JobAlertInput = z.input<typeof JobAlertInputSchema>;
export type JobAlertWrite = z.output<typeof JobAlertInputSchema>;

export const JobAlertSchema = z.object({
  id: z.string(),
  segments: z.array(z.enum(SEGMENT_CODES)),
  city: z.string(),
  neighborhoods: z.array(z.string()),
  days: z.array(z.number().int()),
  min_salary_cents: z.number().int(),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  active: z.boolean(),
  created_at: z.string(),
});
export type JobAlertView = z.infer<typeof JobAlertSchema>;

/** `GET /api/freelancer/job-alerts`: the person's alerts, oldest first, and how many they may have. */
export const JobAlertListSchema = z.object({ items: z.array(JobAlertSchema), max: z.number().int() });
export type JobAlertList = z.infer<typeof JobAlertListSchema>;
