import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, openTestDatabase } from '../test/databases.ts';
import { daysFromToday, signupContractor, signupFreelancer } from '../test/factories.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';
import { migrate, readMigrations } from './migrate.ts';

/**
 * Migration 0014 (decision 0023) turns the cascading keys to `users` and `jobs` into RESTRICT and
 * refuses to delete a person or a job. Run on a database filled before it (at 0013), it keeps every
 * row; afterwards no delete reaches a person's records.
 */
const BEFORE = 13;

/** The tables the fixture fills: each must hold rows before the migration runs. */
const FILLED = [
  'users',
  'sessions',
  'accounts',
  'profiles',
  'balances',
  'ledger_entries',
  'free_plan_months',
  'jobs',
  'job_applications',
  'agenda_items',
  'payments',
  'subscriptions',
  'evaluations',
  'notifications',
  'notification_deliveries',
  'notification_preferences',
  'push_subscriptions',
];

describe.each(TEST_DATABASES)('migration 0014 keeps people’s records on %s', (kind) => {
  let t: TestApp;
  let before: Record<string, number>;
  const ids = { contractor: '', freelancer: '', bare: '', staffedJob: '', cancelledJob: '' };

  const q = (text: string, params: unknown[] = []) => t.database.rawTransaction((tx) => tx.query(text, params));
  /** A job in 0013's columns (plain SQL: today's job creation writes columns and tables 0013 does not have). */
  const insertJob = async (contractorId: string) => {
    const serviceDate = daysFromToday(3);
    const { rows } = await q(
      `INSERT INTO jobs (contractor_id, title, company, location, city, state, service_date, start_time, end_time,
                         payment_date, salary_cents, segment)
       VALUES ($1, 'Garçom', 'Bar do Teste', 'Bela Vista, São Paulo - SP', 'São Paulo', 'SP', $2, '18:00', '23:30',
               $2, 15000, 'GARCOM') RETURNING id`,
      [contractorId, serviceDate],
    );
    return { id: String(rows[0]?.id), service_date: serviceDate };
  };

  /** Rows per table of the public schema (the migrations' own bookkeeping aside). */
  async function rowCounts(): Promise<Record<string, number>> {
    const { rows } = await q(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
        ORDER BY table_name`,
    );
    const counts: Record<string, number> = {};
    for (const { table_name } of rows) {
      const [row] = (await q(`SELECT count(*)::int AS n FROM ${String(table_name)}`)).rows;
      counts[String(table_name)] = Number(row?.n);
    }
    return counts;
  }

  beforeAll(async () => {
    const database = await openTestDatabase(kind, { migrations: readMigrations().filter((m) => m.version <= BEFORE) });
    t = await startTestApp(database, { DEV_TOOLS: 'true' });
    const post = (cookie: string, url: string, payload?: object) =>
      t.request({ method: 'POST', url, cookie, payload }).then((res) => {
        expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
        return res.body ? res.json<{ id: string }>() : { id: '' };
      });
    const confirmCharge = async (paymentId: string) => {
      const [row] = (await q('SELECT provider_payment_id FROM payments WHERE id = $1', [paymentId])).rows;
      const res = await t.app.inject({ method: 'POST', url: `/dev/pix/${String(row?.provider_payment_id)}/confirm` });
      expect(res.statusCode).toBe(303);
    };

    // Both roles through the real sign-up: account, session, profile, balances, ledger, free plan month.
    // Today's signup also records the consents (migration 0043, decision 0051) and its sign-in reads the
    // suspensions (0042, decision 0050), tables 0013 does not have: stand-ins with their columns, so
    // that the fixture's people can sign up at 0013.
    await q(`CREATE TABLE consents (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), user_id uuid NOT NULL,
               document text NOT NULL, version text, granted boolean NOT NULL, at timestamptz NOT NULL DEFAULT now(), ip text)`);
    await q(`CREATE TABLE user_suspensions (user_id uuid PRIMARY KEY, suspended_by uuid NOT NULL,
               suspended_at timestamptz NOT NULL DEFAULT now(), reason text NOT NULL)`);
    // Today's charges are read with the number that keeps them in the order made (0055): a stand-in too.
    await q(`ALTER TABLE payments ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`);
    const contractor = await signupContractor(t);
    const freelancer = await signupFreelancer(t);
    const applicant = await signupFreelancer(t, { full_name: 'Ana Candidata' });
    ids.contractor = contractor.user.id;
    ids.freelancer = freelancer.user.id;

    // Money: coins bought and a plan paid (its credits pay for the jobs below), confirmed on the local PIX page.
    const coins = await post(freelancer.cookie, '/api/payments/coins', {
      package_id: 'start',
      customer: { name: 'Maria da Silva', email: 'maria@teste.com.br', cpf: '529.982.247-25' },
    });
    await confirmCharge(coins.id);
    await confirmCharge((await post(contractor.cookie, '/api/payments/plans', { plan_id: 'basico' })).id);

    // A job with an approved and a pending application, concluded and rated, in the rows of 0013
    // (plain SQL: today's code moves shifts in tables 0013 does not have).
    const job = await insertJob(contractor.user.id);
    ids.staffedJob = job.id;
    // One transaction: the database checks at commit that the job counts its approved application.
    const approved = await t.database.rawTransaction(async (tx) => {
      const [row] = (
        await tx.query(
          `INSERT INTO job_applications (job_id, freelancer_id, status, application_cost, approved_at, decided_at)
           VALUES ($1, $2, 'approved', 15, now(), now()) RETURNING id`,
          [job.id, freelancer.user.id],
        )
      ).rows;
      await tx.query(
        `INSERT INTO job_applications (job_id, freelancer_id, status, application_cost) VALUES ($1, $2, 'pending', 15)`,
        [job.id, applicant.user.id],
      );
      await tx.query(`UPDATE jobs SET approved_count = 1, status = 'completed' WHERE id = $1`, [job.id]);
      return row;
    });
    // 0013's agenda copied the job onto both agendas.
    for (const [userId, applicationId] of [
      [freelancer.user.id, approved?.id],
      [contractor.user.id, null],
    ]) {
      await q(
        `INSERT INTO agenda_items (user_id, job_id, application_id, title, date, start_time, end_time, type, status)
         VALUES ($1, $2, $3, 'Garçom', $4, '18:00', '23:30', 'job', 'completed')`,
        [userId, job.id, applicationId ?? null, job.service_date],
      );
    }
    await q(
      `INSERT INTO evaluations (job_id, evaluator_id, evaluated_id, rating, comment, punctual)
       VALUES ($1, $2, $3, 5, 'Pontual e atenciosa.', true)`,
      [job.id, contractor.user.id, freelancer.user.id],
    );
    // A job cancelled before anyone applied: nothing hangs on it but the credit it cost.
    const cancelled = await insertJob(contractor.user.id);
    ids.cancelledJob = cancelled.id;
    await q(`UPDATE jobs SET status = 'cancelled' WHERE id = $1`, [cancelled.id]);
    await post(contractor.cookie, '/api/agenda', {
      title: 'Reunião com fornecedores',
      date: job.service_date,
      start_time: '10:00',
      end_time: '11:00',
      type: 'meeting',
    });

    // What has no route a test can drive simply: a preference and a push device.
    await q(
      `INSERT INTO notification_preferences (user_id, category, email, push, consented_at) VALUES ($1, 'news', true, false, now())`,
      [ids.freelancer],
    );
    await q(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, label)
       VALUES ($1, 'https://push.example.com/send/1', 'chave', 'segredo', 'Chrome no Android')`,
      [ids.freelancer],
    );
    // Someone with no record at all.
    const [bare] = (
      await q(`INSERT INTO users (name, email, role) VALUES ('Sem Registros', $1, 'freelancer') RETURNING id`, [
        `sem.registros.${Date.now()}@teste.com.br`,
      ])
    ).rows;
    ids.bare = String(bare?.id);

    before = await rowCounts();
    await migrate(
      t.database,
      readMigrations().filter((m) => m.version <= BEFORE + 1),
    );
    // Every migration from an empty PGlite (the others load a migrated copy) and three sign-ups.
  }, 180_000);
  afterAll(async () => t?.close());

  it('the fixture filled every table the migration changes', () => {
    expect(FILLED.filter((table) => !(before[table]! > 0))).toEqual([]);
  });

  it('keeps every row of every table', async () => {
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses to delete a person, with records or without, and to truncate the table', async () => {
    for (const id of [ids.contractor, ids.freelancer, ids.bare]) {
      await expect(q('DELETE FROM users WHERE id = $1', [id])).rejects.toThrow(/users are never deleted/);
    }
    await expect(q('TRUNCATE users CASCADE')).rejects.toThrow(/users are never deleted/);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses to delete a job, staffed or cancelled', async () => {
    for (const id of [ids.staffedJob, ids.cancelledJob]) {
      await expect(q('DELETE FROM jobs WHERE id = $1', [id])).rejects.toThrow(/jobs are never deleted/);
    }
    await expect(q('TRUNCATE jobs CASCADE')).rejects.toThrow(/jobs are never deleted/);
  });

  it('without the trigger the keys still refuse: a person’s records hold them', async () => {
    const deleteWithoutTrigger = (table: string, id: string) =>
      t.database.rawTransaction(async (tx) => {
        await tx.exec(`ALTER TABLE ${table} DISABLE TRIGGER ${table}_never_deleted`);
        await tx.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
      });
    await expect(deleteWithoutTrigger('users', ids.contractor)).rejects.toThrow(/foreign key/);
    await expect(deleteWithoutTrigger('users', ids.freelancer)).rejects.toThrow(/foreign key/);
    await expect(deleteWithoutTrigger('jobs', ids.staffedJob)).rejects.toThrow(/foreign key/);
    // The refused statement's transaction rolled back, the trigger's disabling with it.
    await expect(q('DELETE FROM users WHERE id = $1', [ids.bare])).rejects.toThrow(/users are never deleted/);
    expect(await rowCounts()).toEqual(before);
  });
});
