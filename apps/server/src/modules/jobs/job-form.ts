import { SEGMENT_LABELS } from '@vamos/shared/segments';
import type { CreateJob, UpdateJob } from '@vamos/shared/schemas/jobs';
import type { JobWrite } from './jobs.repo.ts';

/**
 * The columns of a job from the create/edit form: the title is the segment's label (the main
 * form has no title), the location reads "Bairro, Cidade - UF", the address is kept whole.
 */
export function toJobWrite(input: CreateJob | UpdateJob): JobWrite {
  return {
    title: SEGMENT_LABELS[input.segment],
    description: input.description,
    company: input.company,
    location: `${input.neighborhood}, ${input.city} - ${input.state}`,
    city: input.city,
    state: input.state,
    address: {
      cep: input.cep,
      state: input.state,
      city: input.city,
      neighborhood: input.neighborhood,
      street: input.street,
      number: input.number,
      complement: input.complement,
    },
    serviceDate: input.service_date,
    startTime: input.start_time,
    endTime: input.end_time,
    paymentDate: input.payment_date,
    salaryCents: input.salary_cents,
    requirements: input.requirements,
    lancheNoLocal: input.lanche_no_local,
    isPublic: input.is_public,
    genderPreference: input.gender_preference,
    segment: input.segment,
    requiredPeople: input.required_people,
  };
}
