import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_MESSAGES } from './errors.ts';
import { REQUIRED_FIELD_MESSAGE } from './zod-locale.ts';
import * as address from './schemas/address.ts';
import * as agenda from './schemas/agenda.ts';
import * as appConfig from './schemas/app-config.ts';
import * as applications from './schemas/applications.ts';
import * as auth from './schemas/auth.ts';
import * as evaluations from './schemas/evaluations.ts';
import * as fields from './schemas/fields.ts';
import * as jobFields from './schemas/job-fields.ts';
import * as jobViews from './schemas/job-views.ts';
import * as jobs from './schemas/jobs.ts';
import * as notifications from './schemas/notifications.ts';
import * as payments from './schemas/payments.ts';
import * as profile from './schemas/profile.ts';
import * as vitals from './schemas/vitals.ts';
import * as wallet from './schemas/wallet.ts';

const Person = z.object({ name: z.string(), address: z.object({ city: z.string() }) });
const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((i) => i.message) ?? [];

describe('the zod messages people see', () => {
  it('a missing field is "Campo obrigatório.", at any depth', () => {
    expect(messagesOf(Person, {})).toEqual([REQUIRED_FIELD_MESSAGE, REQUIRED_FIELD_MESSAGE]);
    expect(messagesOf(Person, { name: 'Ana', address: {} })).toEqual([REQUIRED_FIELD_MESSAGE]);
    expect(messagesOf(z.string(), undefined)).toEqual([REQUIRED_FIELD_MESSAGE]);
  });

  it.each([
    ['null', null],
    ['a list', []],
    ['a number', 5],
    ['a text', 'texto'],
    ['a boolean', true],
  ])('a whole input that is not an object (%s) gets the VALIDATION text', (_, input) => {
    expect(messagesOf(Person, input)).toEqual([ERROR_MESSAGES.VALIDATION]);
  });

  it("keeps a schema's own message and zod's Portuguese for a wrong type inside", () => {
    expect(messagesOf(z.object({ name: z.string({ error: 'Nome obrigatório' }) }), {})).toEqual(['Nome obrigatório']);
    expect(messagesOf(Person, { name: 5, address: { city: 'Rio' } })).toEqual([
      'Entrada inválida: esperava um texto, recebeu um número',
    ]);
  });
});

/** Every schema module of packages/shared/src/schemas (add a new one here). */
const SCHEMA_MODULES: Record<string, Record<string, unknown>> = {
  address,
  agenda,
  appConfig,
  applications,
  auth,
  evaluations,
  fields,
  jobFields,
  jobViews,
  jobs,
  notifications,
  payments,
  profile,
  vitals,
  wallet,
};

/** Every schema of packages/shared/src/schemas, by its module and export name. */
function sharedSchemas(): [string, z.ZodType][] {
  return Object.entries(SCHEMA_MODULES).flatMap(([module, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType)
      .map(([name, schema]): [string, z.ZodType] => [`${module}.${name}`, schema]),
  );
}

/** Inputs of every kind: nothing, the wrong kind, an empty object, and each field of the shape left out or wrong. */
function inputsFor(schema: z.ZodType): unknown[] {
  const wrong = [undefined, null, [], 5, 'texto', true, {}];
  const shape = (schema as { shape?: Record<string, unknown> }).shape ?? {};
  const fields = Object.keys(shape).flatMap((key) => wrong.map((value) => ({ [key]: value })));
  const nested = Object.keys(shape).map((key) => ({ [key]: { [key]: {} } }));
  return [...wrong, ...fields, ...nested];
}

describe('no message of any shared schema', () => {
  it('says "undefined"', () => {
    const schemas = sharedSchemas();
    expect(schemas.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const [name, schema] of schemas) {
      for (const input of inputsFor(schema)) {
        for (const issue of schema.safeParse(input).error?.issues ?? []) {
          if (/undefined/.test(issue.message)) found.push(`${name} ${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect([...new Set(found)]).toEqual([]);
  });
});
