import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import type { JobTemplateFields, JobTemplateInput } from '@vamos/shared/schemas/job-templates';
import { formatBrl, maskCep } from '@vamos/shared/masks';
import { toHourMinute } from '@vamos/shared/dates';
import { toJobInput, type JobFormValues } from './job-form-values';
import { jobToFormValues } from './job-to-form-values';

/** The form's dates: a repeated job or a template never carries them (issue 26). */
const NO_DATES = { service_date: '', payment_date: '' } as const;

/** 'Repetir vaga': the job's data in the create form, its service and payment dates empty. */
export function repeatFormValues(job: ContractorJobDetail): JobFormValues {
  return { ...jobToFormValues(job), ...NO_DATES };
}

/**
 * 'Salvar como modelo': what the form holds now, as the API's fields, without the dates and
 * without what is still empty (a template may be saved from an unfinished form; decision 0035).
 */
export function templateFieldsOf(values: JobFormValues): JobTemplateInput['fields'] {
  // The dates, the invite-first window and guaranteed pay belong to one publication, not to a template.
  const {
    service_date: _s,
    payment_date: _p,
    invite_first_hours: _i,
    guaranteed_pay: _g,
    pay_all_now: _a,
    ...fields
  } = toJobInput(values);
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== '' && value !== undefined),
  ) as JobTemplateInput['fields'];
}

/** 'Usar modelo': the template's fields over `base` (the empty form), shown as the controls hold them; no dates. */
export function templateFormValues(fields: JobTemplateFields, base: JobFormValues): JobFormValues {
  const { cep, salary_cents, required_people, start_time, end_time, ...texts } = fields;
  const values: JobFormValues = { ...base, ...NO_DATES };
  for (const [key, value] of Object.entries(texts)) {
    if (value !== undefined && key in values) Object.assign(values, { [key]: value });
  }
  if (cep !== undefined) values.cep = maskCep(cep);
  if (salary_cents !== undefined) values.salary_cents = formatBrl(salary_cents);
  if (required_people !== undefined) values.required_people = String(required_people);
  if (start_time !== undefined) values.start_time = toHourMinute(start_time);
  if (end_time !== undefined) values.end_time = toHourMinute(end_time);
  return values;
}

/** The create page's line under its title when repeating a job. */
export function repeatDescription(job: Pick<ContractorJobDetail, 'title' | 'company'>): string {
  return `Dados copiados de “${job.title}” (${job.company}). Escolha as novas datas.`;
}
