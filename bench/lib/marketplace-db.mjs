// The marketplace benchmark's database work: create, seed, check, and read back what the
// clients need (session tokens, apply pairs, pending applications).
import pg from 'pg';
import { hashPassword, todayInSaoPaulo, vocabulary } from './app-sql.mjs';
import * as seed from './seed.mjs';

export async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * The server's maintenance database and the bench's own one, from DATABASE_URL (default the local
 * PostgreSQL); `name` comes from BENCH_DB_NAME, so it must be a plain identifier.
 */
export function benchDatabaseUrls(name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error('BENCH_DB_NAME must be a plain lower-case identifier');
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const admin = new URL(server);
  admin.pathname = '/postgres';
  const bench = new URL(server);
  bench.pathname = `/${name}`;
  return { admin: admin.toString(), bench: bench.toString() };
}

export async function recreateDatabase(adminUrl, name) {
  await withClient(adminUrl, async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  });
}

/** Seeds in one transaction, then VACUUM ANALYZE; returns the time taken (ms). */
export async function seedDatabase(url, today) {
  const passwordHash = await hashPassword(seed.PASSWORD);
  const started = Date.now();
  await withClient(url, async (c) => {
    await c.query('BEGIN');
    for (const statement of seed.seedStatements({ today, passwordHash, ...vocabulary })) await c.query(statement);
    await c.query('COMMIT');
    await c.query('VACUUM ANALYZE');
  });
  return Date.now() - started;
}

/** Row counts worth printing (and jobs that would not be listed: must be 0). */
export async function counts(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT
      (SELECT count(*) FROM users)::int AS users,
      (SELECT count(*) FROM users WHERE role = 'freelancer')::int AS freelancers,
      (SELECT count(*) FROM jobs WHERE status = 'active')::int AS active_jobs,
      (SELECT count(*) FROM job_applications)::int AS applications,
      (SELECT count(*) FROM job_applications WHERE status = 'approved')::int AS approved,
      (SELECT count(*) FROM ledger_entries)::int AS ledger_entries,
      (SELECT count(*) FROM blocks)::int AS blocks,
      (SELECT count(*) FROM jobs WHERE invite_first_until IS NOT NULL)::int AS invite_first_jobs,
      (SELECT count(*) FROM team_members)::int AS team_pairs,
      (SELECT count(*) FROM jobs WHERE service_date <= $1)::int AS jobs_not_in_future`,
      [todayInSaoPaulo()],
    );
    return rows[0];
  });
}

/** Names of the invariants that fail (each query lists offending rows). */
export async function brokenInvariants(url) {
  return withClient(url, async (c) => {
    const broken = [];
    for (const [name, sql] of Object.entries(seed.INVARIANTS)) {
      const { rowCount } = await c.query(sql);
      if (rowCount > 0) broken.push(`${name} (${rowCount} rows)`);
    }
    return broken;
  });
}

/** Each user's newest session token (the part of the cookie before the signature). */
export async function sessionTokens(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      'SELECT DISTINCT ON (user_id) user_id, token FROM sessions ORDER BY user_id, created_at DESC',
    );
    return new Map(rows.map((r) => [r.user_id, r.token]));
  });
}

/** Client connections pgbench may open without crowding out others (max_connections minus reserved and in use). */
export async function pgbenchClients(url, wanted) {
  const free = await withClient(url, async (c) => {
    const { rows } = await c.query(`SELECT current_setting('max_connections')::int
      - current_setting('superuser_reserved_connections')::int
      - (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')::int AS free`);
    return rows[0].free;
  });
  return Math.max(1, Math.min(wanted, free - 4));
}

/**
 * Apply pairs: freelancer f (1..applicants) walks the jobs outside the approve pool from its own
 * offset, skipping jobs it applied to, so concurrent requests hit different jobs.
 */
export async function applyPairs(url, count, applicants) {
  const freelancers = Array.from({ length: applicants }, (_, k) => seed.benchId('freelancer', k + 1));
  const { applied, invisible, contractorOf } = await withClient(url, async (c) => {
    const applications = await c.query(
      'SELECT job_id, freelancer_id FROM job_applications WHERE freelancer_id = ANY($1::uuid[])',
      [freelancers],
    );
    // A job whose contractor blocked the freelancer, or that the freelancer hid, is not theirs to apply to.
    const blocks = await c.query(
      'SELECT blocker_id, blocked_id FROM blocks WHERE blocker_id = ANY($1::uuid[]) OR blocked_id = ANY($1::uuid[])',
      [freelancers],
    );
    const jobs = await c.query('SELECT id, contractor_id FROM jobs');
    // An invite-first job is open only to its contractor's team (decision 0037).
    const teams = await c.query(
      'SELECT contractor_id, freelancer_id FROM team_members WHERE freelancer_id = ANY($1::uuid[])',
      [freelancers],
    );
    const inviteFirst = await c.query('SELECT id FROM jobs WHERE invite_first_until IS NOT NULL');
    const inTeam = new Set(teams.rows.map((r) => `${r.freelancer_id}/${r.contractor_id}`));
    const contractorOf = new Map(jobs.rows.map((r) => [r.id, r.contractor_id]));
    const invisible = new Set(
      blocks.rows.flatMap((r) => [`${r.blocker_id}/${r.blocked_id}`, `${r.blocked_id}/${r.blocker_id}`]),
    );
    for (const { id } of inviteFirst.rows) {
      for (const f of freelancers) if (!inTeam.has(`${f}/${contractorOf.get(id)}`)) invisible.add(`${f}/job:${id}`);
    }
    return {
      applied: new Set(applications.rows.map((r) => `${r.freelancer_id}/${r.job_id}`)),
      invisible,
      contractorOf,
    };
  });
  const others = seed.JOBS - seed.APPROVE_JOBS;
  const spread = Math.floor(others / applicants);
  const pairs = [];
  for (let n = 0; pairs.length < count && n < others * applicants; n += 1) {
    const f = n % applicants;
    const round = Math.floor(n / applicants);
    const jobId = seed.benchId('job', seed.APPROVE_JOBS + 1 + ((round + f * spread) % others));
    const pair = `${freelancers[f]}/${jobId}`;
    const hidden =
      invisible.has(`${freelancers[f]}/${contractorOf.get(jobId)}`) || invisible.has(`${freelancers[f]}/job:${jobId}`);
    if (!applied.has(pair) && !hidden) {
      pairs.push({ freelancer: f + 1, jobId });
    }
  }
  return pairs;
}

/** Pending applications of the approve pool, ordered so consecutive requests hit different contractors and jobs. */
export async function approvals(url) {
  const contractors = Array.from({ length: seed.APPROVE_CONTRACTORS }, (_, k) => seed.benchId('contractor', k + 1));
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT id, contractor FROM (
         SELECT a.id, u.email AS contractor,
                row_number() OVER (PARTITION BY a.job_id ORDER BY a.applied_at, a.id) AS s,
                dense_rank() OVER (PARTITION BY j.contractor_id ORDER BY j.created_at, j.id) AS r
         FROM job_applications a JOIN jobs j ON j.id = a.job_id JOIN users u ON u.id = j.contractor_id
         WHERE a.status = 'pending' AND j.contractor_id = ANY($1::uuid[])) x
       ORDER BY s, r, contractor`,
      [contractors],
    );
    return rows;
  });
}

/** 'freelancer/contractor' for every pair a block separates (either way: a block or a hidden contractor). */
export async function invisiblePairs(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT b.blocked_id AS freelancer, b.blocker_id AS contractor FROM blocks b JOIN users u ON u.id = b.blocked_id
        WHERE u.role = 'freelancer'
       UNION ALL
       SELECT b.blocker_id, b.blocked_id FROM blocks b JOIN users u ON u.id = b.blocker_id WHERE u.role = 'freelancer'`,
    );
    return new Set(rows.map((r) => `${r.freelancer}/${r.contractor}`));
  });
}

/**
 * 'freelancer/job:<id>' for every invite-first job (decision 0037) a freelancer may not see: not in its
 * contractor's team and not on the job (the detail answers 404; it is not read).
 */
export async function unseenInviteFirstJobs(url) {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT f.id AS freelancer, j.id AS job FROM jobs j CROSS JOIN users f
        WHERE j.invite_first_until IS NOT NULL AND f.role = 'freelancer'
          AND f.email LIKE 'freela.%@bench.vamostrabalhar.com.br'
          AND f.email IN (SELECT 'freela.' || n || '@bench.vamostrabalhar.com.br' FROM generate_series(1, 50) n)
          AND NOT EXISTS (SELECT 1 FROM team_members t WHERE t.contractor_id = j.contractor_id AND t.freelancer_id = f.id)
          AND NOT EXISTS (SELECT 1 FROM job_applications a WHERE a.job_id = j.id AND a.freelancer_id = f.id
                            AND a.status <> 'cancelled')`,
    );
    return new Set(rows.map((r) => `${r.freelancer}/job:${r.job}`));
  });
}

/** The contractor of each job, by job id (the detail's viewer statement names it). */
export async function jobContractors(url, jobIds) {
  return withClient(url, async (c) => {
    const { rows } = await c.query('SELECT id, contractor_id FROM jobs WHERE id = ANY($1::uuid[])', [jobIds]);
    return new Map(rows.map((r) => [r.id, r.contractor_id]));
  });
}

/**
 * (freelancer number, job) pairs where freelancers 1..applicants have an application, up to
 * `each` approved (the detail shows them the contractor's contact) and `each` pending ones.
 */
export async function applicantPairs(url, applicants, each) {
  const numbers = new Map(Array.from({ length: applicants }, (_, k) => [seed.benchId('freelancer', k + 1), k + 1]));
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT job_id, freelancer_id, status FROM (
         SELECT job_id, freelancer_id, status,
                row_number() OVER (PARTITION BY status ORDER BY md5(job_id::text || freelancer_id::text)) AS n
         FROM job_applications WHERE freelancer_id = ANY($1::uuid[]) AND status IN ('approved', 'pending')) x
       WHERE n <= $2 ORDER BY n, status`,
      [[...numbers.keys()], each],
    );
    return rows.map((r) => ({ freelancer: numbers.get(r.freelancer_id), jobId: r.job_id, status: r.status }));
  });
}
