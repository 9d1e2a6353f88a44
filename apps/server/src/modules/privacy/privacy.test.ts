import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_VERSIONS, REMOVED_USER_NAME } from '@vamos/shared/consents';
import { selectRows } from '../../db/client.ts';
import { accountDeletions, consents, jobApplications, jobs, payments, users } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { fingerprint } from '../../test/db-fingerprint.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  insertFreelancer,
  moveShift,
  signupContractor,
  signupFreelancer,
  TEST_PASSWORD,
  uniqueEmail,
  type SignedUpUser,
} from '../../test/factories.ts';
import { ledgerByReason, ledgerInvariantViolations } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { myConsents } from '../consents/consents.service.ts';
import { ERASURE_PLAN } from './erasure-plan.ts';
import type { MyDataExport } from './export-my-data.ts';
import { exportedReferences } from './my-data.repo.ts';

/** Every column that points at a person: the foreign keys to users, and the uuid user_id columns without one. */
async function userReferences(t: TestApp): Promise<{ table: string; column: string }[]> {
  return selectRows<{ table: string; column: string }>(
    t.deps.db,
    sql`SELECT src.relname AS "table", a.attname AS "column"
          FROM pg_constraint c
          JOIN pg_class src ON src.oid = c.conrelid
          JOIN pg_namespace n ON n.oid = src.relnamespace
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
         WHERE c.contype = 'f' AND n.nspname = 'public' AND c.confrelid = 'users'::regclass
        UNION
        SELECT table_name, column_name FROM information_schema.columns
         WHERE table_schema = 'public' AND column_name = 'user_id' AND data_type = 'uuid'
        ORDER BY 1, 2`,
  );
}

/** Every column of every table that holds text (text, varchar, citext, json, jsonb, arrays), to scan. */
async function textColumns(t: TestApp): Promise<{ table: string; column: string }[]> {
  return selectRows<{ table: string; column: string }>(
    t.deps.db,
    sql`SELECT c.table_name AS "table", c.column_name AS "column"
          FROM information_schema.columns c
          JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
         WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE'
           AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY') OR c.udt_name = 'citext')
         ORDER BY 1, 2`,
  );
}

/** 'table.column: value' for each value found anywhere in the database (case-insensitive). */
async function whereFound(t: TestApp, values: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table, column } of await textColumns(t)) {
    for (const value of values) {
      const [row] = await selectRows<{ n: number }>(
        t.deps.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE strpos(lower(${sql.identifier(column)}::text), lower(${value})) > 0`,
      );
      if ((row?.n ?? 0) > 0) found.push(`${table}.${column}: ${value}`);
    }
  }
  return found;
}

/** A valid CPF of its own for each person of the test (so a scan finds only theirs). */
function cpfFrom(seed: number): string {
  const base = String(100_000_000 + (seed % 800_000_000))
    .padStart(9, '0')
    .slice(0, 9);
  const digit = (digits: string) => {
    const sum = [...digits].reduce((acc, d, i) => acc + Number(d) * (digits.length + 1 - i), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  const cpf = `${base}${first}${digit(`${base}${first}`)}`;
  return `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
}

const PERSON_ADDRESS = {
  cep: '04571-010',
  state: 'SP',
  city: 'São Paulo',
  neighborhood: 'Cidade Monções',
  street: 'Rua Florêncio de Abreu Sampaio',
  number: '777',
  complement: 'Apto 93',
};

describe.each(TEST_DATABASES)("'Meus dados' and 'Excluir minha conta' on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEV_TOOLS: 'true' });
  });
  afterAll(async () => {
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    await t.close();
  });

  const request = (who: SignedUpUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({ method, url, cookie: who?.cookie, payload });
  const deleteAccount = (who: SignedUpUser, password: string) =>
    request(who, 'POST', '/api/me/account/delete', { password });

  it('the export and the deletion cover every table that points at a person (a schema walk)', async () => {
    const references = await userReferences(t);
    expect(references.map((r) => `${r.table}.${r.column}`)).toContain('ledger_entries.user_id');
    expect(references.map((r) => `${r.table}.${r.column}`)).toContain('job_alert_matches.user_id');
    const exported = new Set(exportedReferences());
    const notExported = references
      .filter((r) => !exported.has(`${r.table}.${r.column}`))
      .map(
        (r) =>
          `${r.table}.${r.column} points at a person but is not in the LGPD export: add { table: ${r.table}, by: [its ${r.column}] } to EXPORT_PLAN in apps/server/src/modules/privacy/my-data.repo.ts (omit secrets), so 'Meus dados' includes it`,
      );
    expect(notExported).toEqual([]);
    const undecided = [...new Set(references.map((r) => r.table))]
      .filter((table) => !(table in ERASURE_PLAN))
      .map(
        (table) =>
          `${table} points at a person but 'Excluir minha conta' does not say what happens to it: decide (erase, anonymise, or keep under LGPD Art. 16), do it in apps/server/src/modules/privacy/delete-account.ts through the owning module, and add '${table}' to ERASURE_PLAN in apps/server/src/modules/privacy/erasure-plan.ts`,
      );
    expect(undecided).toEqual([]);
  });

  it('signup records the terms and privacy versions with time and address; marketing opt-in and re-acceptance too', async () => {
    const f = await signupFreelancer(t);
    const rows = await t.deps.db.select().from(consents).where(eq(consents.userId, f.user.id));
    expect(rows.map((r) => [r.document, r.version, r.granted]).sort()).toEqual([
      ['privacy', CURRENT_VERSIONS.privacy, true],
      ['terms', CURRENT_VERSIONS.terms, true],
    ]);
    expect(rows.every((r) => r.ip !== null && r.at instanceof Date)).toBe(true);

    const news = (email: boolean) =>
      request(f, 'PUT', '/api/notifications/preferences', { categories: [{ category: 'news', email, push: false }] });
    expect((await news(true)).statusCode).toBe(200);
    expect((await news(true)).statusCode).toBe(200); // unchanged: nothing more recorded
    expect((await news(false)).statusCode).toBe(200);
    const mine = await request(f, 'GET', '/api/me/consents');
    expect(mine.statusCode).toBe(200);
    const body = mine.json<{
      entries: { document: string; granted: boolean; ip: string | null }[];
      outdated: boolean;
    }>();
    expect(body.outdated).toBe(false);
    expect(body.entries.filter((e) => e.document === 'marketing').map((e) => e.granted)).toEqual([false, true]);

    // An older version accepted (a version changed since): outdated until accepted again.
    await t.deps.db.execute(sql`ALTER TABLE consents DISABLE TRIGGER consents_no_update`);
    await t.deps.db.update(consents).set({ version: '2000-01-01' }).where(eq(consents.userId, f.user.id));
    await t.deps.db.execute(sql`ALTER TABLE consents ENABLE TRIGGER consents_no_update`);
    expect((await request(f, 'GET', '/api/me/consents')).json<{ outdated: boolean }>().outdated).toBe(true);
    const refused = await request(f, 'POST', '/api/me/consents', { accept: false });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: { message: string } }>().error.message).toContain('aceite os termos');
    const accepted = await request(f, 'POST', '/api/me/consents', { accept: true });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<{ outdated: boolean }>().outdated).toBe(false);

    // Nobody with no acceptance on record is asked (a manager joined by invitation): only a version change asks.
    const joinedByInvitation = await insertFreelancer(t);
    expect((await myConsents(t.deps.db, joinedByInvitation.id)).outdated).toBe(false);
  });

  it('the consents are append-only: the database refuses to change or delete one', async () => {
    const f = await signupFreelancer(t);
    await expect(
      t.deps.db.update(consents).set({ granted: false }).where(eq(consents.userId, f.user.id)),
    ).rejects.toThrow();
    await expect(t.deps.db.delete(consents).where(eq(consents.userId, f.user.id))).rejects.toThrow();
  });

  it('a freelancer downloads everything held about them, from every table they appear in, without secrets', async () => {
    const contractor = await signupContractor(t);
    const f = await signupFreelancer(t);
    const job = await createJob(t, contractor);
    const applied = await applyAs(t, f, job.id);
    expect((await approveAs(t, contractor, applied.json<{ id: string }>().id)).statusCode).toBe(200);

    const res = await request(f, 'GET', '/api/me/data');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="meus-dados-vamos-trabalhar-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = res.json<MyDataExport>();
    expect(res.body).toContain(f.email);
    expect(data.export.controller).toEqual({
      legal_name: t.deps.config.COMPANY_LEGAL_NAME,
      cnpj: t.deps.config.COMPANY_CNPJ,
      dpo_email: t.deps.config.DPO_EMAIL,
    });
    // Every table with a row naming the person is in the file, with at least those rows.
    for (const { table, column } of await userReferences(t)) {
      const [row] = await selectRows<{ n: number }>(
        t.deps.db,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${f.user.id}`,
      );
      if ((row?.n ?? 0) > 0)
        expect(data.tables[table]?.length ?? 0, `${table}.${column}`).toBeGreaterThanOrEqual(row!.n);
    }
    expect(Object.keys(data.tables)).toEqual(
      expect.arrayContaining([
        'users',
        'profiles',
        'ledger_entries',
        'job_applications',
        'notifications',
        'consents',
        'sessions',
      ]),
    );
    // Secrets are not information about the person: no password hash, no session token.
    const [session] = await selectRows<{ token: string }>(
      t.deps.db,
      sql`SELECT token FROM sessions WHERE user_id = ${f.user.id}`,
    );
    expect(res.body).not.toContain(session!.token);
    expect(res.body).not.toContain('$argon2');

    const page = await request(f, 'GET', '/api/me/data/summary');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Meus dados</h1>');
    expect(page.body).toContain(f.email);
    expect(page.body).toContain(t.deps.config.DPO_EMAIL);
    expect(page.body).toContain('Candidaturas e turnos');

    expect((await request(null, 'GET', '/api/me/data')).statusCode).toBe(401);
  });

  it("a freelancer's deletion: wrong password changes nothing; then shifts given up, personal data gone everywhere, records kept, e-mail free", async () => {
    const contractor = await signupContractor(t, { full_name: 'Contratante Que Fica' });
    await grant(t, contractor.user.id, 'credit', 10);
    const seed = Date.now();
    const name = `Quitéria Apagável ${seed.toString(36)}`;
    const cpf = cpfFrom(seed);
    const phone = `(21) 9${String(seed).slice(-8, -4)}-${String(seed).slice(-4)}`;
    const description = `Garçonete há ${seed.toString(36)} temporadas, bilíngue.`;
    const f = await signupFreelancer(t, { full_name: name, cpf, phone, description, address: { ...PERSON_ADDRESS } });
    await grant(t, f.user.id, 'coin', 100);

    // A life on the platform: a coin purchase by PIX, a PIX key, an alert, marketing consent,
    // a concluded and rated shift, a booking ahead and a pending application.
    const bought = await request(f, 'POST', '/api/payments/coins', {
      package_id: 'start',
      customer: { name, email: f.email, cpf },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const [charge] = await t.deps.db.select().from(payments).where(eq(payments.id, bought.json<{ id: string }>().id));
    // Pending, the PIX charge refuses the deletion (money in flight), saying so, and changes nothing.
    const whilePending = await fingerprint(t.deps.db);
    const blocked = await deleteAccount(f, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'ACCOUNT_DELETION_BLOCKED',
      message: expect.stringContaining('cobrança PIX em aberto'),
    });
    expect(await fingerprint(t.deps.db)).toEqual(whilePending);
    expect(
      (await t.app.inject({ method: 'POST', url: `/dev/pix/${charge!.providerPaymentId}/confirm` })).statusCode,
    ).toBeLessThan(400);

    expect((await request(f, 'PUT', '/api/freelancer/pix-key', { key_type: 'cpf', key: cpf })).statusCode).toBe(200);
    expect(
      (
        await request(f, 'PUT', '/api/notifications/preferences', {
          categories: [{ category: 'news', email: true, push: false }],
        })
      ).statusCode,
    ).toBe(200);

    const past = await createJob(t, contractor);
    const pastShift = (await applyAs(t, f, past.id)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, pastShift)).statusCode).toBe(200);
    await moveShift(t, past.id, { service_date: daysFromToday(-1) });
    expect((await request(contractor, 'POST', `/api/contractor/jobs/${past.id}/complete`)).statusCode).toBe(200);
    const rated = await request(contractor, 'POST', '/api/evaluations', {
      job_id: past.id,
      evaluated_id: f.user.id,
      rating: 5,
      comment: `${name} foi ótima no atendimento.`,
      punctual: true,
      proactive: true,
      polite: true,
      agile: true,
    });
    expect(rated.statusCode, rated.body).toBe(201);

    const ahead = await createJob(t, contractor, { service_date: daysFromToday(10), payment_date: daysFromToday(12) });
    const booked = (await applyAs(t, f, ahead.id)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, booked)).statusCode).toBe(200);
    const waiting = await createJob(t, contractor, {
      service_date: daysFromToday(11),
      payment_date: daysFromToday(12),
    });
    const appliedToWaiting = await applyAs(t, f, waiting.id);
    expect(appliedToWaiting.statusCode, appliedToWaiting.body).toBe(201);
    const pending = appliedToWaiting.json<{ id: string }>().id;
    const creditsBefore = await ledgerByReason(t, 'withdrawal_credit_refund', [contractor.user.id]);

    // The scan finds the person before the deletion (it can fail).
    const digits = (s: string) => s.replace(/\D/g, '');
    expect(await whereFound(t, [f.email, digits(cpf)])).toEqual(
      expect.arrayContaining([
        `users.email: ${f.email}`,
        `profiles.cpf: ${digits(cpf)}`,
        `pix_keys.key: ${digits(cpf)}`,
      ]),
    );

    // The wrong password: refused with the field's message, nothing changed.
    const before = await fingerprint(t.deps.db);
    const wrong = await deleteAccount(f, 'SenhaErrada9');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ error: { code: string; fields: Record<string, string> } }>().error).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { password: 'Senha incorreta.' },
    });
    expect(await fingerprint(t.deps.db)).toEqual(before);
    expect((await deleteAccount(f, '')).statusCode).toBe(400);

    const deleted = await deleteAccount(f, TEST_PASSWORD);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // The shifts left through the lifecycle: the booking ahead given up, the application cancelled, the past one kept.
    const states = await t.deps.db
      .select({ id: jobApplications.id, status: jobApplications.status })
      .from(jobApplications)
      .where(eq(jobApplications.freelancerId, f.user.id));
    expect(Object.fromEntries(states.map((s) => [s.id, s.status]))).toEqual({
      [pastShift]: 'attended',
      [booked]: 'withdrawn',
      [pending]: 'cancelled',
    });
    const [aheadJob] = await t.deps.db.select().from(jobs).where(eq(jobs.id, ahead.id));
    expect(aheadJob).toMatchObject({ status: 'active', approvedCount: 0 });
    // 'Desistir' gave the contractor the approval's credit back.
    const creditsAfter = await ledgerByReason(t, 'withdrawal_credit_refund', [contractor.user.id]);
    expect(creditsAfter.credit).toEqual({ n: creditsBefore.credit.n + 1, total: creditsBefore.credit.total + 1 });

    // Nothing that identifies the person is left anywhere in the database.
    expect(
      await whereFound(t, [
        f.email,
        name,
        cpf,
        digits(cpf),
        phone,
        digits(phone),
        PERSON_ADDRESS.street,
        digits(PERSON_ADDRESS.cep),
        description,
      ]),
    ).toEqual([]);

    // The records stay: the ledger (its invariant holds), the payment, the rating as 'Usuário removido'.
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.id, charge!.id));
    expect(payment).toMatchObject({ status: 'confirmed', userId: f.user.id });
    const given = await request(contractor, 'GET', '/api/evaluations/given');
    expect(given.body).toContain(REMOVED_USER_NAME);
    expect(given.body).toContain('foi ótima no atendimento');
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, f.user.id));
    expect(user).toMatchObject({ name: REMOVED_USER_NAME });
    expect(await t.deps.db.select().from(accountDeletions).where(eq(accountDeletions.userId, f.user.id))).toHaveLength(
      1,
    );

    // Signed out everywhere, and the old credentials open nothing.
    expect((await request(f, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: f.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The same e-mail signs up again, as a new person.
    const again = await signupFreelancer(t, { email: f.email, cpf, phone, full_name: name });
    expect(again.user.id).not.toBe(f.user.id);
  });

  it("a contractor's deletion cancels their open jobs with the booked freelancers' coins back, and leaves no trace of the company", async () => {
    const seed = Date.now() + 7;
    const name = `Dono Removível ${seed.toString(36)}`;
    const companyEmail = uniqueEmail('empresa-apagavel');
    const contractor = await signupContractor(t, {
      full_name: name,
      cpf: cpfFrom(seed),
      company_name: `Bar Apagável ${seed.toString(36)}`,
      company_legal_name: `Bar Apagável ${seed.toString(36)} Ltda`,
      company_email: companyEmail,
    });
    const f = await signupFreelancer(t);
    const job = await createJob(t, contractor);
    const shift = (await applyAs(t, f, job.id)).json<{ id: string }>().id;
    expect((await approveAs(t, contractor, shift)).statusCode).toBe(200);
    const refundsBefore = await ledgerByReason(t, 'job_cancelled_refund', [f.user.id]);

    const deleted = await deleteAccount(contractor, TEST_PASSWORD);
    expect(deleted.statusCode, deleted.body).toBe(204);

    const [cancelled] = await t.deps.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(cancelled).toMatchObject({ status: 'cancelled', company: REMOVED_USER_NAME, address: null });
    const [shiftRow] = await t.deps.db.select().from(jobApplications).where(eq(jobApplications.id, shift));
    expect(shiftRow?.status).toBe('job_cancelled');
    const refundsAfter = await ledgerByReason(t, 'job_cancelled_refund', [f.user.id]);
    expect(refundsAfter.coin.n).toBe(refundsBefore.coin.n + 1);
    expect(refundsAfter.coin.total).toBeGreaterThan(refundsBefore.coin.total);

    expect(
      await whereFound(t, [
        contractor.email,
        name,
        companyEmail,
        `Bar Apagável ${seed.toString(36)}`,
        cpfFrom(seed).replace(/\D/g, ''),
      ]),
    ).toEqual([]);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    // A second request finds the account gone.
    expect((await deleteAccount(contractor, TEST_PASSWORD)).statusCode).toBe(401);
  });
});
