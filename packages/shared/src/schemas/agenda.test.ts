import { describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '../dates.ts';
import { fieldErrors } from '../errors.ts';
import { AGENDA_MESSAGES, AgendaItemSchema } from './agenda.ts';

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Open bar do casamento',
  date: todayInSaoPaulo(),
  start_time: '10:00',
  end_time: '11:30',
  type: 'job',
  ...overrides,
});

const errors = (input: unknown) => fieldErrors(AgendaItemSchema.safeParse(input).error?.issues ?? []);

describe('AgendaItemSchema: start and end', () => {
  it('keeps a same-day event whose end is after its start (not overnight by default)', () => {
    expect(AgendaItemSchema.parse(event())).toMatchObject({
      start_time: '10:00',
      end_time: '11:30',
      ends_next_day: false,
    });
  });

  it.each([
    ['10:00', '09:00'],
    ['10:00', '10:00'],
    ['10:00:30', '10:00'],
  ])('refuses %s → %s on one day, under the end time', (start_time, end_time) => {
    expect(errors(event({ start_time, end_time }))).toEqual({ end_time: AGENDA_MESSAGES.endNotAfterStart });
    expect(AGENDA_MESSAGES.endNotAfterStart).toBe('O horário de término deve ser depois do início.');
  });

  it('accepts an overnight shift, 22:00 → 04:00, when it ends the next day', () => {
    expect(
      AgendaItemSchema.parse(event({ start_time: '22:00', end_time: '04:00', ends_next_day: true })),
    ).toMatchObject({ start_time: '22:00', end_time: '04:00', ends_next_day: true });
  });

  it.each([
    ['22:00', '23:00'],
    ['22:00', '22:00'],
  ])('refuses %s → %s ending the next day (more than a day long)', (start_time, end_time) => {
    expect(errors(event({ start_time, end_time, ends_next_day: true }))).toEqual({
      end_time: AGENDA_MESSAGES.overnightEndNotBeforeStart,
    });
  });

  it('reports the order together with the other fields, and not on an invalid time', () => {
    expect(errors(event({ title: '', start_time: '10:00', end_time: '09:00' }))).toEqual({
      title: 'Título é obrigatório',
      end_time: AGENDA_MESSAGES.endNotAfterStart,
    });
    expect(errors(event({ end_time: '25:00' }))).toEqual({ end_time: 'Horário inválido' });
    expect(errors(event({ start_time: '' }))).toEqual({ start_time: 'Horário de início é obrigatório' });
  });

  it('refuses an overnight flag that is not a boolean', () => {
    expect(errors(event({ ends_next_day: 'sim' }))).toEqual({ ends_next_day: AGENDA_MESSAGES.endsNextDayInvalid });
  });
});
