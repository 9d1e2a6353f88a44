import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { toHourMinute } from '@vamos/shared/dates';
import { AgendaItemSchema, type AgendaItemData, type AgendaItemView } from '@vamos/shared/schemas/agenda';

/** The event form's values (every control holds text, but the 'Termina no dia seguinte' box). */
export type AgendaFormValues = {
  title: string;
  description: string;
  date: string;
  start_time: string;
  end_time: string;
  ends_next_day: boolean;
  type: string;
  status: string;
};

/** Spec 02 §3: the form starts as a job ('Trabalho'), scheduled ('Agendado'). */
export const EMPTY_AGENDA_FORM: AgendaFormValues = {
  title: '',
  description: '',
  date: '',
  start_time: '',
  end_time: '',
  ends_next_day: false,
  type: 'job',
  status: 'scheduled',
};

export function itemToFormValues(item: AgendaItemView): AgendaFormValues {
  return {
    title: item.title,
    description: item.description ?? '',
    date: item.date,
    start_time: toHourMinute(item.start_time),
    end_time: toHourMinute(item.end_time),
    ends_next_day: item.ends_next_day,
    type: item.type,
    status: item.status,
  };
}

/** Validates with the shared AgendaItemSchema (its messages: 'Título é obrigatório'...). */
export function agendaFormResolver(): Resolver<AgendaFormValues, unknown, AgendaItemData> {
  const resolve = zodResolver(AgendaItemSchema);
  return async (values, context, options) => {
    const result = await resolve(
      values as Parameters<typeof resolve>[0],
      context,
      options as unknown as Parameters<typeof resolve>[2],
    );
    return result as unknown as Awaited<ReturnType<Resolver<AgendaFormValues, unknown, AgendaItemData>>>;
  };
}
