import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobEvents, jobs } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { eventPayload, grant, signupContractor } from '../../test/factories.ts';
import { balanceOf, ledgerMismatches } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ROLES = (['GARCOM', 'BARTENDER', 'SEGURANCA', 'RECEPCIONISTA', 'LIMPEZA'] as const).map((segment) => ({
  segment,
  required_people: 1,
  salary_cents: 10_000,
  requirements: 'Roupa preta',
}));

/**
 * Publishing an event races (decision 0038) on real PostgreSQL, where concurrent requests truly
 * overlap (one pooled connection each): all or nothing, and never more credits than held.
 */
describe.skipIf(!TEST_DATABASES.includes('postgres'))('event publication races on postgres', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(async () => t?.close());

  const publish = (cookie: string, roles: typeof ROLES, weeks = 1) =>
    t.request({ method: 'POST', url: '/api/contractor/events', cookie, payload: eventPayload({ roles, weeks }) });
  const jobsOf = (userId: string) => t.deps.db.select().from(jobs).where(eq(jobs.contractorId, userId));
  const eventsOf = (userId: string) => t.deps.db.select().from(jobEvents).where(eq(jobEvents.contractorId, userId));

  it('five roles with credits for four: nothing is created and the credits are unchanged', async () => {
    const c = await signupContractor(t);
    await grant(t, c.user.id, 'credit', 2);
    const res = await publish(c.cookie, ROLES);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('INSUFFICIENT_CREDITS_FOR_EVENT');
    expect(await jobsOf(c.user.id)).toEqual([]);
    expect(await eventsOf(c.user.id)).toEqual([]);
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(4);
  });

  it('publishes racing for the last credits never overspend: exactly the ones that fit succeed, whole', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await signupContractor(t);
      await grant(t, c.user.id, 'credit', 5); // 7 credits
      // Three events of three roles (9 credits) and two single jobs race for 7 credits.
      const results = await Promise.all([
        publish(c.cookie, ROLES.slice(0, 3)),
        publish(c.cookie, ROLES.slice(1, 4)),
        publish(c.cookie, ROLES.slice(2, 5)),
        t.request({
          method: 'POST',
          url: '/api/contractor/jobs',
          cookie: c.cookie,
          payload: { ...eventPayload(), ...ROLES[0] },
        }),
        publish(c.cookie, ROLES.slice(0, 1), 2),
      ]);
      const statuses = results.map((r) => r.statusCode);
      expect(
        statuses.every((s) => s === 201 || s === 409),
        statuses.join(','),
      ).toBe(true);
      const sizes = [3, 3, 3, 1, 2];
      const spent = sizes.reduce((sum, n, i) => sum + (statuses[i] === 201 ? n : 0), 0);
      expect(spent).toBeLessThanOrEqual(7);
      const balance = await balanceOf(t, c.user.id, 'credit');
      expect(balance).toBe(7 - spent);
      expect(balance).toBeGreaterThanOrEqual(0);
      // What was refused could not have fitted in what the accepted ones left.
      const refused = sizes.filter((_, i) => statuses[i] === 409);
      if (refused.length > 0) expect(Math.min(...refused)).toBeGreaterThan(balance);
      expect((await jobsOf(c.user.id)).length).toBe(spent);
      // Each event made is whole: as many jobs as its roles × weeks.
      for (const event of await eventsOf(c.user.id)) {
        const own = (await jobsOf(c.user.id)).filter((j) => j.eventId === event.id);
        expect(own.length).toBe(event.roles * event.weeks);
      }
      expect(await ledgerMismatches(t, [c.user.id])).toEqual([]);
    }
  });
});
