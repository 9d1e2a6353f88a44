import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { TEST_DATABASES } from '../test/databases.ts';
import { fingerprint } from '../test/db-fingerprint.ts';
import {
  contractorSignupPayload,
  freelancerSignupPayload,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Who = 'visitor' | 'freelancer' | 'contractor';
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const withoutAddress = <T extends { address: unknown }>({ address: _, ...rest }: T) => rest;

/**
 * What zod says about a request of the wrong kind or a missing field reaches people as a clear
 * Portuguese message: never 'esperava um objeto, recebeu um valor "undefined"' (zod 4's pt locale).
 */
describe.each(TEST_DATABASES)('validation messages on %s', (kind) => {
  let t: TestApp;
  let people: Record<Exclude<Who, 'visitor'>, SignedUpUser>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    people = { freelancer: await signupFreelancer(t), contractor: await signupContractor(t) };
  });
  afterAll(async () => t.close());

  const send = (who: Who, method: 'POST' | 'PUT', url: string, payload?: string) =>
    t.request({
      method,
      url,
      cookie: who === 'visitor' ? undefined : people[who].cookie,
      ...(payload === undefined ? {} : { payload, headers: { 'content-type': 'application/json' } }),
    });

  /** Routes whose body is an object, and what a body of another kind reads (signup's own text for its type). */
  const objectRoutes: [Who, 'POST' | 'PUT', string, string][] = [
    ['visitor', 'POST', '/api/auth/login', ERROR_MESSAGES.VALIDATION],
    ['visitor', 'POST', '/api/auth/signup', 'Tipo de usuário inválido'],
    ['freelancer', 'PUT', '/api/profile', ERROR_MESSAGES.VALIDATION],
    ['contractor', 'POST', '/api/contractor/jobs', ERROR_MESSAGES.VALIDATION],
    ['freelancer', 'POST', '/api/payments/coins', ERROR_MESSAGES.VALIDATION],
  ];
  const notObjects: [string, string | undefined][] = [
    ['no body', undefined],
    ['null', 'null'],
    ['a list', '[]'],
    ['a number', '5'],
    ['a text', '"texto"'],
  ];
  const notObjectCases = objectRoutes.flatMap(([who, method, url, message]) =>
    notObjects.map(([what, body]) => ({ what, who, method, url, message, body })),
  );

  it.each(notObjectCases)('$what to $method $url → 400 "$message"', async ({ who, method, url, message, body }) => {
    const before = await fingerprint(t.deps.db);
    const res = await send(who, method, url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION', message, fields: {} } });
    expect(await fingerprint(t.deps.db)).toEqual(before);
  });

  it.each([
    [
      'a freelancer signup without an address',
      'visitor',
      'POST',
      '/api/auth/signup',
      withoutAddress(freelancerSignupPayload()),
      'address',
    ],
    [
      'a contractor signup without an address',
      'visitor',
      'POST',
      '/api/auth/signup',
      withoutAddress(contractorSignupPayload()),
      'address',
    ],
    [
      'a coin purchase without the customer',
      'freelancer',
      'POST',
      '/api/payments/coins',
      { package_id: 'start' },
      'customer',
    ],
    [
      'a push device without its keys',
      'freelancer',
      'POST',
      '/api/notifications/devices',
      { endpoint: 'https://push.example.com/x' },
      'keys',
    ],
    [
      'notification preferences without categories',
      'contractor',
      'PUT',
      '/api/notifications/preferences',
      {},
      'categories',
    ],
  ] as const)('%s → 400 "Campo obrigatório." under the field', async (_, who, method, url, payload, field) => {
    const before = await fingerprint(t.deps.db);
    const res = await send(who, method, url, JSON.stringify(payload));
    expect(res.statusCode).toBe(400);
    const { error } = res.json<ErrorBody>();
    expect(error.code).toBe('VALIDATION');
    expect(error.fields?.[field]).toBe('Campo obrigatório.');
    expect(res.body).not.toMatch(/undefined/);
    expect(await fingerprint(t.deps.db)).toEqual(before);
  });
});
