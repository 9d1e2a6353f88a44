/**
 * `/api/contractor/job-templates`: a contractor's named job templates, 'Salvar como modelo'
 * (issue 26 "Repeat and multi-role events", decision 0035). A template is the job form without its
 * dates; each field it keeps is checked by the job form's own field schema.
 */
import { z } from 'zod';
import '../zod-locale.ts';
import { JOB_TEMPLATE_NAME_MAX } from '../job-template-limits.ts';
import { jobFields } from './job-fields.ts';
import { maxLengthMessage, requiredText } from './fields.ts';

export const JOB_TEMPLATE_MESSAGES = {
  nameRequired: 'Informe o nome do modelo',
  nameTooLong: maxLengthMessage(JOB_TEMPLATE_NAME_MAX),
  fieldsInvalid: 'Campos do modelo inválidos',
} as const;

const { service_date: _serviceDate, payment_date: _paymentDate, ...undatedJobFields } = jobFields;

/**
 * The job form's fields without the service and payment dates, each optional: a template may be
 * saved from a form not yet finished (the dates of a job are never kept). A field that is given is
 * checked as publishing checks it; unknown keys (the dates among them) are dropped.
 */
export const JobTemplateFieldsSchema = z
  .object(undatedJobFields, { error: JOB_TEMPLATE_MESSAGES.fieldsInvalid })
  .partial();

export const JobTemplateNameSchema = requiredText(JOB_TEMPLATE_MESSAGES.nameRequired, { max: JOB_TEMPLATE_NAME_MAX });

/** The 'Nome do modelo' dialog's own check. */
export const JobTemplateNameFormSchema = z.object({ name: JobTemplateNameSchema });

/** `POST /api/contractor/job-templates`. */
export const JobTemplateInputSchema = z.object({
  name: JobTemplateNameSchema,
  fields: JobTemplateFieldsSchema,
});
export type JobTemplateInput = z.input<typeof JobTemplateInputSchema>;
export type JobTemplateWrite = z.output<typeof JobTemplateInputSchema>;
export type JobTemplateFields = z.output<typeof JobTemplateFieldsSchema>;

/**
 * A stored template as answered. Its fields are not checked again on the way out: a rule of the job
 * form tightened later must not make the list fail (publishing checks them anyway).
 */
export const JobTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  fields: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type JobTemplateView = { id: string; name: string; fields: JobTemplateFields; created_at: string };

/** `GET /api/contractor/job-templates`: newest first. */
export const JobTemplateListSchema = z.object({ templates: z.array(JobTemplateSchema) });
export type JobTemplateList = { templates: JobTemplateView[] };
