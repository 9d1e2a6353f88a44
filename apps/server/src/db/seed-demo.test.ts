import { isValidCnpj, isValidCpf } from '@vamos/shared/documents';
import { SEGMENT_LABELS, isSegmentCode } from '@vamos/shared/segments';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../test/databases.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { accounts, balances, jobs, ledgerEntries, profiles, users } from './schema.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { grantOpeningBalance } from '../modules/wallet/opening-balance.ts';
import {
  DEMO_CONTRACTOR,
  DEMO_FREELANCER,
  DEMO_MANAGER,
  DEMO_PASSWORD,
  seedDemo as seedDemoWith,
} from './seed-demo.ts';

const seedDemo = (db: Parameters<typeof seedDemoWith>[0]) => seedDemoWith(db, { hashPassword, grantOpeningBalance });

const DEMO_EMAILS = [DEMO_FREELANCER.email, DEMO_CONTRACTOR.email];
const DEMO_LOGINS = [...DEMO_EMAILS, DEMO_MANAGER.email];

describe.each(TEST_DATABASES)('demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t.close());

  async function demoUsers() {
    return t.deps.db
      .select({ id: users.id, email: users.email, role: users.role })
      .from(users)
      .where(inArray(users.email, DEMO_EMAILS));
  }

  it('creates the demo accounts and jobs once, however often it runs (even concurrently)', async () => {
    const [first, second] = await Promise.all([seedDemo(t.deps.db), seedDemo(t.deps.db)]);
    expect((first?.createdUsers ?? 0) + (second?.createdUsers ?? 0)).toBe(3);
    expect((first?.createdJobs ?? 0) + (second?.createdJobs ?? 0)).toBe(7);
    const third = await seedDemo(t.deps.db);
    expect(third).toMatchObject({ createdUsers: 0, createdJobs: 0 });
    expect(third.accounts.map((a) => a.email).sort()).toEqual([...DEMO_LOGINS].sort());

    const ids = (await demoUsers()).map((u) => u.id);
    expect(ids).toHaveLength(2);
    expect(await t.deps.db.select().from(accounts).where(inArray(accounts.userId, ids))).toHaveLength(2);
    expect(await t.deps.db.select().from(profiles).where(inArray(profiles.userId, ids))).toHaveLength(2);
    expect(await t.deps.db.select().from(ledgerEntries).where(inArray(ledgerEntries.userId, ids))).toHaveLength(2);
    expect(await t.deps.db.select().from(jobs)).toHaveLength(7);
  });

  it('gives the opening balances of signup, each equal to its ledger sum', async () => {
    const byEmail = new Map((await demoUsers()).map((u) => [u.email.toLowerCase(), u.id]));
    const ids = [...byEmail.values()];
    const cached = await t.deps.db
      .select({ userId: balances.userId, currency: balances.currency, balance: balances.balance })
      .from(balances)
      .where(inArray(balances.userId, ids));
    const sums = await t.deps.db
      .select({
        userId: ledgerEntries.userId,
        currency: ledgerEntries.currency,
        total: sql<number>`sum(${ledgerEntries.delta})::int`,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.userId, ids))
      .groupBy(ledgerEntries.userId, ledgerEntries.currency);
    expect(cached).toHaveLength(2);
    for (const row of cached) {
      expect(sums.find((s) => s.userId === row.userId && s.currency === row.currency)?.total).toBe(row.balance);
    }
    const freelancerId = byEmail.get(DEMO_FREELANCER.email);
    const contractorId = byEmail.get(DEMO_CONTRACTOR.email);
    expect(cached.find((b) => b.userId === freelancerId)).toMatchObject({ currency: 'coin', balance: 15 });
    expect(cached.find((b) => b.userId === contractorId)).toMatchObject({ currency: 'credit', balance: 2 });
    const keys = (await t.deps.db.select().from(ledgerEntries).where(inArray(ledgerEntries.userId, ids))).map(
      (e) => e.idempotencyKey,
    );
    expect(keys.sort()).toEqual([`free_plan_grant:${contractorId}`, `signup_bonus:${freelancerId}`].sort());
  });

  it('stores complete, valid profiles', async () => {
    const rows = await t.deps.db
      .select()
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(inArray(users.email, DEMO_EMAILS));
    const freelancer = rows.find((r) => r.users.role === 'freelancer')?.profiles;
    const contractor = rows.find((r) => r.users.role === 'contractor')?.profiles;
    expect(freelancer).toMatchObject({ fullName: 'Ana Souza', position: 'Garçom, Atendente', userType: 'freelancer' });
    expect(freelancer?.address).toMatchObject({ city: 'São Paulo', state: 'SP' });
    expect(isValidCpf(freelancer?.cpf ?? '')).toBe(true);
    expect(contractor).toMatchObject({ fullName: 'Carlos Lima', companyName: 'Bar do Carlos', companySector: 'Bar' });
    expect(isValidCnpj(contractor?.cnpj ?? '')).toBe(true);
  });

  it('publishes active future jobs whose title is the segment label and whose search text ignores accents', async () => {
    const rows = await t.deps.db
      .select({
        title: jobs.title,
        segment: jobs.segment,
        status: jobs.status,
        state: jobs.state,
        searchText: jobs.searchText,
        future: sql<boolean>`${jobs.serviceDate} > (now() AT TIME ZONE 'America/Sao_Paulo')::date`,
        paidAfter: sql<boolean>`${jobs.paymentDate} >= ${jobs.serviceDate}`,
      })
      .from(jobs)
      .orderBy(asc(jobs.serviceDate));
    expect(new Set(rows.map((r) => r.state)).size).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'active', future: true, paidAfter: true });
      expect(isSegmentCode(row.segment) && SEGMENT_LABELS[row.segment]).toBe(row.title);
      expect(row.searchText).toBe(row.searchText.toLowerCase());
      expect(row.searchText).not.toMatch(/[áàâãéêíóôõúç]/);
    }
    const found = await t.deps.db
      .select({ title: jobs.title })
      .from(jobs)
      .where(sql`${jobs.searchText} LIKE '%' || lower(unaccent(${'garcom'})) || '%'`);
    expect(found.map((r) => r.title)).toEqual(['Garçom']);
  });

  it('lets every demo user sign in with the documented password; the manager acts for the demo company', async () => {
    for (const email of DEMO_LOGINS) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: DEMO_PASSWORD },
      });
      expect([email, res.statusCode]).toEqual([email, 200]);
      expect(res.json().user.email).toBe(email);
    }
    const manager = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: DEMO_MANAGER.email, password: DEMO_PASSWORD },
    });
    expect(manager.json().user).toMatchObject({
      role: 'contractor',
      full_name: DEMO_MANAGER.fullName,
      company_role: 'manager',
      company_name: DEMO_CONTRACTOR.company?.name,
    });
  });
});
