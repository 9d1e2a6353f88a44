import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases.ts';
import { applyAs, createJob, signupContractor, signupFreelancer } from '../../test/factories.ts';
import { applicationsOf } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { defineApprovalRaces } from './approval-race-cases.ts';

/**
 * The races of approval-race-cases.ts on one instance. On PostgreSQL its requests truly overlap
 * (one pooled connection per request); PGlite has one connection and serializes them.
 * approval-races.two-instances.test.ts runs the same races spread over two instances.
 */
describe.each(TEST_DATABASES)('application races on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  defineApprovalRaces(() => ({ t, via: () => t }));

  it('refuses to apply below the application cost, naming the coins needed', async () => {
    const contractor = await signupContractor(t);
    const job = await createJob(t, contractor, { salary_cents: 16_000 });
    const freelancer = await signupFreelancer(t);
    const res = await applyAs(t, freelancer, job.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'INSUFFICIENT_TOKENS',
      message: 'Tokens insuficientes. Você precisa de 16 moedas para se candidatar a esta vaga.',
      required_tokens: 16,
    });
    expect(await applicationsOf(t, job.id)).toEqual([]);
  });
});
