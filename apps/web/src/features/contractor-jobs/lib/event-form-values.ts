import type { Resolver } from 'react-hook-form';
import type { CreateEvent } from '@vamos/shared/schemas/job-events';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { EMPTY_JOB_FORM, type JobFormValues } from './job-form-values';

/** One role of the event form, as typed (the value 'R$ 150,00', the people as text). */
export type EventRoleValues = { segment: string; required_people: string; salary_cents: string; requirements: string };

/**
 * The event form's values: the job form's shared fields (same names, so the address fields and the
 * shared schema's messages fit), the event's name, its roles and how many weeks it repeats.
 */
export type EventFormValues = Omit<JobFormValues, 'segment' | 'required_people' | 'salary_cents' | 'requirements'> & {
  name: string;
  roles: EventRoleValues[];
  weeks: string;
};

export const EMPTY_ROLE: EventRoleValues = { segment: '', required_people: '1', salary_cents: '', requirements: '' };

export function emptyEventForm(company: string): EventFormValues {
  const { segment: _s, required_people: _p, salary_cents: _v, requirements: _r, ...shared } = EMPTY_JOB_FORM;
  return { ...shared, company, name: '', roles: [{ ...EMPTY_ROLE }, { ...EMPTY_ROLE }], weeks: '1' };
}

/** 'R$ 1.234,56' → 123456; nothing typed → undefined ('Valor é obrigatório'). */
function centsOf(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : Number.parseInt(digits, 10);
}

function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/** The form's values as CreateEventSchema's input. */
export function toEventInput(values: EventFormValues) {
  return {
    ...values,
    weeks: numberOf(values.weeks),
    roles: values.roles.map((role) => ({
      ...role,
      salary_cents: centsOf(role.salary_cents),
      required_people: numberOf(role.required_people),
    })),
  };
}

/** Validates with the shared CreateEventSchema (loaded on the first validation). */
export function eventFormResolver(): Resolver<EventFormValues, unknown, CreateEvent> {
  const resolve = lazyZodResolver(async () => (await import('@vamos/shared/schemas/job-events')).CreateEventSchema);
  return async (values, context, options) => {
    const result = await resolve(
      toEventInput(values) as unknown as Parameters<typeof resolve>[0],
      context,
      options as unknown as Parameters<typeof resolve>[2],
    );
    return result as unknown as Awaited<ReturnType<Resolver<EventFormValues, unknown, CreateEvent>>>;
  };
}
