import { todayInSaoPaulo } from '@vamos/shared/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { myApplicationCountsQuery, myApplicationsQuery } from '../shifts/shift-views.repo.ts';
import { contractorJobsQuery } from './contractor-jobs.repo.ts';
import {
  boardApplicationsQuery,
  jobListQuery,
  jobPublicQuery,
  viewerPartQuery,
  type JobListFilter,
} from './job-list.repo.ts';

const JOBS = 20_000;
const FREELANCERS = 500;
const CONTRACTORS = 50;
const APPLICATIONS_PER_FREELANCER = 40;

/**
 * A realistic volume (20,000 jobs, most of them finished; 20,000 applications), seeded in SQL
 * and analyzed, so the planner chooses as it would in production. The list, detail and
 * my-applications queries must reach jobs and job_applications through indexes.
 */
const SEED = `
INSERT INTO users (name, email, role)
  SELECT 'Contratante ' || g, 'contratante' || g || '@plano.test', 'contractor' FROM generate_series(1, ${CONTRACTORS}) g;
INSERT INTO users (name, email, role)
  SELECT 'Freela ' || g, 'freela' || g || '@plano.test', 'freelancer' FROM generate_series(1, ${FREELANCERS}) g;
WITH contractors AS (
  SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE email LIKE 'contratante%@plano.test'
)
INSERT INTO jobs (contractor_id, title, company, location, city, state, service_date, start_time, end_time,
                  payment_date, salary_cents, segment, required_people, status, created_at)
SELECT c.id,
       (ARRAY['Garçom', 'Bartender', 'Segurança', 'Copeiro', 'Recepção'])[1 + g % 5],
       'Empresa ' || g,
       'Centro, Cidade ' || (g % 300) || ' - SP',
       'Cidade ' || (g % 300),
       'SP',
       CASE WHEN g % 10 < 2 THEN CURRENT_DATE + (g % 60) ELSE CURRENT_DATE - 1 - (g % 700) END,
       '18:00', '23:00',
       CASE WHEN g % 10 < 2 THEN CURRENT_DATE + (g % 60) + 2 ELSE CURRENT_DATE - (g % 700) END,
       5000 + (g % 50) * 1000,
       'GARCOM', 2,
       CASE WHEN g % 10 < 2 THEN 'active' WHEN g % 10 < 8 THEN 'completed' ELSE 'cancelled' END,
       now() - (g || ' minutes')::interval
FROM generate_series(1, ${JOBS}) g
JOIN contractors c ON c.n = g % ${CONTRACTORS};
WITH f AS (
  SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE email LIKE 'freela%@plano.test'
), j AS (
  SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM jobs
)
INSERT INTO job_applications (job_id, freelancer_id, application_cost, applied_at, status, decided_at)
SELECT j.id, f.id, 5, now() - ((f.n * ${APPLICATIONS_PER_FREELANCER} + k) || ' minutes')::interval,
       CASE WHEN k % 3 = 0 THEN 'rejected' ELSE 'pending' END,
       CASE WHEN k % 3 = 0 THEN now() END
FROM f
CROSS JOIN generate_series(1, ${APPLICATIONS_PER_FREELANCER}) k
JOIN j ON j.n = (f.n * 37 + k * 101) % ${JOBS};
ANALYZE;
`;

describe.runIf(TEST_DATABASES.includes('postgres'))('query plans on postgres with 20,000 jobs', () => {
  let t: TestApp;
  let freelancerId: string;
  let contractorId: string;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    await t.database.rawTransaction((q) => q.exec(SEED));
    const pick = async (text: string) => String((await t.database.rawTransaction((q) => q.query(text))).rows[0]?.id);
    freelancerId = await pick("SELECT id FROM users WHERE email = 'freela7@plano.test'");
    contractorId = await pick("SELECT id FROM users WHERE email = 'contratante3@plano.test'");
    jobId = await pick("SELECT id FROM jobs WHERE status = 'active' ORDER BY created_at DESC OFFSET 50 LIMIT 1");
  }, 120_000);
  afterAll(async () => t?.close());

  /** The plan of a built (not yet run) Drizzle query, with its parameters. */
  async function planOf(query: { toSQL(): { sql: string; params: unknown[] } }): Promise<string> {
    const { sql, params } = query.toSQL();
    const { rows } = await t.database.rawTransaction((q) => q.query(`EXPLAIN ${sql}`, params));
    return rows.map((r) => String(r['QUERY PLAN'])).join('\n');
  }

  function expectIndexesOnly(plan: string): void {
    expect(plan, plan).not.toMatch(/Seq Scan on (jobs|job_applications)\b/);
    expect(plan, plan).toMatch(/Index|Bitmap/);
  }

  const filter = (overrides: Partial<JobListFilter> = {}): JobListFilter => ({
    viewerId: freelancerId,
    today: todayInSaoPaulo(),
    terms: [],
    take: 21,
    ...overrides,
  });

  const listCases: [string, Partial<JobListFilter>][] = [
    ['the first page', {}],
    ['a search', { terms: ['garcom'] }],
    ['two search words', { terms: ['seguranca', 'cidade 12'] }],
    ['a city', { city: 'Cidade 42' }],
    ['a date and a value range', { date: todayInSaoPaulo(), minCents: 10_000, maxCents: 30_000 }],
    [
      'a later page',
      {
        after: {
          createdAt: new Date(Date.now() - 3_600_000).toISOString().replace('Z', '000Z'),
          id: '00000000-0000-4000-8000-000000000000',
        },
      },
    ],
  ];

  it.each(listCases)('lists jobs through indexes: %s', async (_name, overrides) => {
    expectIndexesOnly(await planOf(jobListQuery(t.deps.db, filter(overrides))));
  });

  it('reads one job, and my part of it, through indexes', async () => {
    expectIndexesOnly(await planOf(jobPublicQuery(t.deps.db, jobId)));
    expectIndexesOnly(await planOf(viewerPartQuery(t.deps.db, { jobId, viewerId: freelancerId, contractorId })));
  });

  it("reads the viewer's own applications of the board through indexes", async () => {
    expectIndexesOnly(await planOf(boardApplicationsQuery(t.deps.db, freelancerId, todayInSaoPaulo())));
  });

  it('lists my applications and their counts through indexes', async () => {
    expectIndexesOnly(await planOf(myApplicationsQuery(t.deps.db, freelancerId, undefined, 21)));
    expectIndexesOnly(await planOf(myApplicationCountsQuery(t.deps.db, freelancerId)));
  });

  it("lists a contractor's jobs through indexes", async () => {
    expectIndexesOnly(await planOf(contractorJobsQuery(t.deps.db, contractorId)));
  });

  it('really runs the list on this volume', async () => {
    const rows = await jobListQuery(t.deps.db, filter({ terms: ['garcom'] }));
    expect(rows).toHaveLength(21);
    expect(new Set(rows.map((r) => r.title))).toEqual(new Set(['Garçom']));
  });
});
