import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases.ts';
import { applyAs, approveAs, createJob, grant, signupContractor, signupFreelancer } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { STATEMENT_PAGE_SIZE } from './statement.ts';

describe.each(TEST_DATABASES)('wallet statement on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  const statement = (cookie: string, cursor?: string) =>
    t.request({ method: 'GET', url: `/api/wallet/statement${cursor ? `?cursor=${cursor}` : ''}`, cookie });
  type Entry = { label: string; detail: string | null; delta: number; balance_after: number };
  const lines = (entries: Entry[]) => entries.map((e) => [e.label, e.detail, e.delta, e.balance_after]);

  it('each side sees its own currency: the job title on charges and refunds, newest first', async () => {
    const contractor = await signupContractor(t);
    const freelancer = await signupFreelancer(t);
    const job = await createJob(t, contractor, { salary_cents: 10_000 });
    const application = (await applyAs(t, freelancer, job.id)).json();
    expect((await approveAs(t, contractor, application.id)).statusCode).toBe(200);
    await t.request({ method: 'POST', url: `/api/contractor/jobs/${job.id}/cancel`, cookie: contractor.cookie });

    const f = (await statement(freelancer.cookie)).json();
    expect(f).toMatchObject({ currency: 'coin', balance: 15, next_cursor: null });
    expect(lines(f.entries)).toEqual([
      ['Reembolso de evento cancelado', job.title, 10, 15],
      ['Candidatura aprovada', job.title, -10, 5],
      ['Bônus de boas-vindas', null, 15, 15],
    ]);
    const c = (await statement(contractor.cookie)).json();
    expect(c).toMatchObject({ currency: 'credit', balance: 0 });
    expect(lines(c.entries)).toEqual([
      ['Candidatura aprovada', job.title, -1, 0],
      ['Publicação de vaga', job.title, -1, 1],
      ['Créditos do plano Free', null, 2, 2],
    ]);
  });

  it(`pages by ${STATEMENT_PAGE_SIZE} with a cursor, and refuses a forged one`, async () => {
    const freelancer = await signupFreelancer(t);
    for (let i = 0; i < STATEMENT_PAGE_SIZE + 4; i += 1) await grant(t, freelancer.user.id, 'coin', 1);
    const first = (await statement(freelancer.cookie)).json();
    expect(first.entries).toHaveLength(STATEMENT_PAGE_SIZE);
    expect(first.entries[0].balance_after).toBe(15 + STATEMENT_PAGE_SIZE + 4);
    const second = (await statement(freelancer.cookie, first.next_cursor)).json();
    expect(second.entries).toHaveLength(5);
    expect(second.next_cursor).toBeNull();
    expect(second.entries.at(-1).label).toBe('Bônus de boas-vindas');
    for (const bad of ['abc', '-1', '0', '1;DROP']) {
      const res = await statement(freelancer.cookie, encodeURIComponent(bad));
      expect([res.statusCode, res.json().error.message]).toEqual([400, 'Cursor inválido']);
    }
    expect((await t.request({ method: 'GET', url: '/api/wallet/statement' })).statusCode).toBe(401);
  });
});
