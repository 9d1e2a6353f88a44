import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors.ts';
import { CreateJobSchema, JOB_MESSAGES, UpdateJobSchema } from './jobs.ts';

/** A complete, valid job (service in the far future so "not in the past" always holds). */
const job = (overrides: Record<string, unknown> = {}) => ({
  company: 'Bar do João',
  state: 'SP',
  city: 'São Paulo',
  cep: '01310-100',
  neighborhood: 'Bela Vista',
  street: 'Avenida Paulista',
  number: '1000',
  service_date: '2099-05-10',
  start_time: '19:00',
  end_time: '23:00',
  salary_cents: 15_000,
  payment_date: '2099-05-12',
  requirements: 'Camisa preta',
  gender_preference: 'tanto_faz',
  segment: 'GARCOM',
  description: 'Atendimento às mesas.',
  required_people: 1,
  ...overrides,
});

describe.each([
  ['CreateJobSchema', CreateJobSchema],
  ['UpdateJobSchema', UpdateJobSchema],
] as const)('%s: start and end', (_name, schema) => {
  const errors = (input: unknown) => fieldErrors(schema.safeParse(input).error?.issues ?? []);

  it.each([
    ['19:00', '19:00'],
    ['19:00', ' 19:00 '],
    ['00:00:00', '00:00'],
  ])('refuses %j → %j, under the end time', (start_time, end_time) => {
    expect(errors(job({ start_time, end_time }))).toEqual({ end_time: JOB_MESSAGES.endSameAsStart });
    expect(JOB_MESSAGES.endSameAsStart).toBe('O horário de término deve ser diferente do início.');
  });

  it.each([
    ['19:00', '23:00'],
    ['22:00', '04:00'],
    ['23:59', '00:00'],
  ])('accepts %s → %s (an end before the start ends the next day)', (start_time, end_time) => {
    expect(schema.parse(job({ start_time, end_time }))).toMatchObject({ start_time, end_time });
  });

  it('reports equal times together with the other fields, and not on an empty or invalid time', () => {
    expect(errors(job({ company: '', start_time: '19:00', end_time: '19:00' }))).toEqual({
      company: 'Empresa é obrigatória',
      end_time: JOB_MESSAGES.endSameAsStart,
    });
    expect(errors(job({ start_time: '', end_time: '' }))).toEqual({
      start_time: 'Horário de início é obrigatório',
      end_time: 'Horário de término é obrigatório',
    });
    expect(errors(job({ start_time: '25:00', end_time: '25:00' }))).toEqual({
      start_time: 'Horário inválido',
      end_time: 'Horário inválido',
    });
    expect(schema.safeParse(null).success).toBe(false);
  });
});
