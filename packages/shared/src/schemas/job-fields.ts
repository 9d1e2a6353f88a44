/**
 * The fields of a job (spec 02 §5 "Job create (main form)" and "Job edit"): their messages, their
 * limits and one builder or schema each. jobs.ts composes them into the job schemas.
 * Money is integer cents; dates are `YYYY-MM-DD` and "not in the past" is decided in São Paulo.
 */
import { z } from 'zod';
import { JOB_LIMITS } from '../job-limits.ts';
import { normalizeGender, type GenderPreference } from '../gender.ts';
import { SEGMENT_CODES } from '../segments.ts';
import { isIsoDate, isPastDate, isTime } from '../dates.ts';
import { isUf } from '../br-states.ts';
import { isValidCep } from '../documents.ts';
import { onlyDigits } from '../masks.ts';
import { emptyOr, maxLengthMessage, normalizeSpaces, requiredText } from './fields.ts';

export const JOB_MESSAGES = {
  companyRequired: 'Empresa é obrigatória',
  stateRequired: 'Estado é obrigatório',
  stateInvalid: 'Estado inválido',
  cityRequired: 'Cidade é obrigatória',
  cepRequired: 'CEP é obrigatório',
  cepInvalid: 'CEP inválido',
  neighborhoodRequired: 'Bairro é obrigatório',
  streetRequired: 'Rua é obrigatória',
  numberRequired: 'Número é obrigatório',
  serviceDateRequired: 'Data do serviço é obrigatória',
  serviceDatePast: 'Data do serviço não pode ser no passado',
  paymentDateRequired: 'Data de pagamento é obrigatória',
  paymentBeforeService: 'Data de pagamento não pode ser anterior à data do serviço',
  dateInvalid: 'Data inválida',
  startTimeRequired: 'Horário de início é obrigatório',
  endTimeRequired: 'Horário de término é obrigatório',
  timeInvalid: 'Horário inválido',
  endSameAsStart: 'O horário de término deve ser diferente do início.',
  salaryRequired: 'Valor é obrigatório',
  salaryMin: 'O valor deve ser maior que R$ 1,00',
  salaryMax: 'O valor não pode exceder R$ 1.000.000,00',
  requirementsRequired: 'Vestimentas são obrigatórias',
  genderRequired: 'Preferência de gênero é obrigatória',
  genderInvalid: 'Preferência de gênero inválida',
  segmentRequired: 'Seleção de segmento é obrigatória',
  segmentInvalid: 'Segmento inválido',
  descriptionRequired: 'Descrição é obrigatória',
  peopleMin: 'Número de pessoas deve ser pelo menos 1',
  peopleMax: 'Número de pessoas não pode exceder 50',
  peopleInvalid: 'Número de pessoas inválido',
  lancheInvalid: 'Informe se há lanche no local',
  publicInvalid: 'Informe se a vaga é pública',
  searchTooLong: 'Busca muito longa',
  valueInvalid: 'Valor inválido',
  limitInvalid: 'Limite inválido',
  inviteHours: 'Escolha de 1 a 48 horas para convidar a equipe primeiro',
  guaranteedPayInvalid: 'Escolha se a vaga tem pagamento garantido',
  inviteWindowAfterStart: 'A janela de convite precisa terminar antes do início do turno: escolha menos horas',
} as const;

const M = JOB_MESSAGES;

// ---------------------------------------------------------------- field builders

/** A required `YYYY-MM-DD` date; `notPast` adds the São Paulo "not in the past" check. */
export function isoDateField(required: string, options: { notPast?: string } = {}) {
  const base = z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(emptyOr(isIsoDate), { error: M.dateInvalid });
  const { notPast } = options;
  if (!notPast) return base;
  return base.refine(
    emptyOr((s) => !isIsoDate(s) || !isPastDate(s)),
    { error: notPast },
  );
}

/** A required `HH:MM` (or `HH:MM:SS`) time. */
export function timeField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine(emptyOr(isTime), { error: M.timeInvalid });
}

/**
 * Whether a body's `start_time` and `end_time` are both valid times, read before the fields are
 * parsed: a refine comparing them runs on that, so it reports even when other fields failed, and an
 * empty or invalid time keeps its own message.
 */
export function bothTimesValid(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false; // a null body: the object check reports it
  const v = value as { start_time?: unknown; end_time?: unknown };
  return (
    typeof v.start_time === 'string' &&
    typeof v.end_time === 'string' &&
    isTime(v.start_time.trim()) &&
    isTime(v.end_time.trim())
  );
}

const SalarySchema = z
  .number({ error: M.salaryRequired })
  .int({ error: M.valueInvalid })
  .min(JOB_LIMITS.minSalaryCents, { error: M.salaryMin })
  .max(JOB_LIMITS.maxSalaryCents, { error: M.salaryMax });

const PeopleSchema = z
  .number({ error: M.peopleInvalid })
  .int({ error: M.peopleInvalid })
  .min(JOB_LIMITS.minPeople, { error: M.peopleMin })
  .max(JOB_LIMITS.maxPeople, { error: M.peopleMax });

/** male|female|no_preference, also homem|mulher|tanto_faz (DESIGN "One vocabulary"); stored normalized. */
const GenderSchema = z
  .string({ error: M.genderRequired })
  .trim()
  .min(1, { error: M.genderRequired })
  .refine(
    emptyOr((s) => normalizeGender(s) !== null),
    { error: M.genderInvalid },
  )
  .transform((s): GenderPreference => normalizeGender(s) ?? 'no_preference');

const SegmentSchema = z.enum(SEGMENT_CODES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? M.segmentRequired : M.segmentInvalid),
});

const StateSchema = z
  .string({ error: M.stateRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: M.stateRequired })
  .refine(emptyOr(isUf), { error: M.stateInvalid });

const CepSchema = z
  .string({ error: M.cepRequired })
  .trim()
  .min(1, { error: M.cepRequired })
  .refine(emptyOr(isValidCep), { error: M.cepInvalid })
  .overwrite(onlyDigits);

const ComplementSchema = z
  .string({ error: maxLengthMessage(JOB_LIMITS.complement) })
  .overwrite(normalizeSpaces)
  .max(JOB_LIMITS.complement, { error: maxLengthMessage(JOB_LIMITS.complement) })
  .nullish()
  .transform((s) => s ?? '');

/** Free text that may be empty (missing → ''), trimmed, at most `max` characters. */
function optionalLongText(max: number) {
  return z
    .string({ error: maxLengthMessage(max) })
    .trim()
    .max(max, { error: maxLengthMessage(max) })
    .nullish()
    .transform((s) => s ?? '');
}

export function requiredLongText(required: string, max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: maxLengthMessage(max) });
}

/** The fields of the job form, shared by create and edit. */
export const jobFields = {
  company: requiredText(M.companyRequired, { max: JOB_LIMITS.company }),
  state: StateSchema,
  city: requiredText(M.cityRequired, { max: JOB_LIMITS.city }),
  cep: CepSchema,
  neighborhood: requiredText(M.neighborhoodRequired, { max: JOB_LIMITS.neighborhood }),
  street: requiredText(M.streetRequired, { max: JOB_LIMITS.street }),
  number: requiredText(M.numberRequired, { max: JOB_LIMITS.number }),
  complement: ComplementSchema,
  service_date: isoDateField(M.serviceDateRequired, { notPast: M.serviceDatePast }),
  start_time: timeField(M.startTimeRequired),
  end_time: timeField(M.endTimeRequired),
  salary_cents: SalarySchema,
  payment_date: isoDateField(M.paymentDateRequired),
  requirements: requiredLongText(M.requirementsRequired, JOB_LIMITS.requirements),
  gender_preference: GenderSchema,
  segment: SegmentSchema,
  description: optionalLongText(JOB_LIMITS.description),
  required_people: PeopleSchema,
  lanche_no_local: z.boolean({ error: M.lancheInvalid }).default(false),
  /** Anyone may read its page (/vagas/…), it is listed and shared with it; false: signed-in freelancers only. */
  is_public: z.boolean({ error: M.publicInvalid }).default(true),
};
