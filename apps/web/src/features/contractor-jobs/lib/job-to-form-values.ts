import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { formatBrl, maskCep } from '@vamos/shared/masks';
import { toHourMinute } from '@vamos/shared/dates';
import { EMPTY_JOB_FORM, type JobFormValues } from './job-form-values';

/**
 * A stored job as the edit form's starting values. Apart from ./job-form-values: the edit page and
 * 'Repetir vaga' read it, the create page's first load does not (its budget).
 */
export function jobToFormValues(job: ContractorJobDetail): JobFormValues {
  const address = job.address;
  return {
    company: job.company,
    cep: maskCep(address?.cep ?? ''),
    state: address?.state || job.state,
    city: address?.city || job.city,
    neighborhood: address?.neighborhood ?? '',
    street: address?.street ?? '',
    number: address?.number ?? '',
    complement: address?.complement ?? '',
    service_date: job.service_date,
    start_time: toHourMinute(job.start_time),
    end_time: toHourMinute(job.end_time),
    salary_cents: formatBrl(job.salary_cents),
    payment_date: job.payment_date,
    requirements: job.requirements ?? '',
    gender_preference: job.gender_preference,
    segment: job.segment,
    description: job.description,
    required_people: String(job.required_people),
    lanche_no_local: job.lanche_no_local,
    is_public: job.is_public,
    invite_first: false,
    invite_first_hours: EMPTY_JOB_FORM.invite_first_hours,
    guaranteed_pay: job.guaranteed_pay,
    pay_all_now: false,
  };
}
