// The exact SQL the job list and job detail endpoints run, built by the app's own query builders
// (drizzle `.toSQL()`; nothing reaches a database here). Needs tsx (`node --import tsx`), which
// loads the server's TypeScript. Used to give pgbench the statement the app sends.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { FREELANCER_POSITIONS, COMPANY_SECTORS } from '@vamos/shared/profile';
import { SEGMENT_CODES, SEGMENT_LABELS } from '@vamos/shared/segments';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import { JobListQuerySchema } from '@vamos/shared/schemas/jobs';
import { schema } from '../../apps/server/src/db/schema.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/password-hash.ts';
import { jobListQuery, jobPublicQuery, viewerPartQuery } from '../../apps/server/src/modules/jobs/job-list.repo.ts';
import { jobListFilter } from '../../apps/server/src/modules/jobs/list-jobs.ts';

export { hashPassword, todayInSaoPaulo };

/** The vocabularies the seed draws from: the one list of segments, positions, company sectors. */
export const vocabulary = {
  segments: SEGMENT_CODES.map((code) => [code, SEGMENT_LABELS[code]]),
  positions: [...FREELANCER_POSITIONS],
  sectors: [...COMPANY_SECTORS],
};

// A pool that is never used: the builders only need the dialect.
const db = drizzle({ client: new pg.Pool({ max: 1 }), schema });

/** A parameter as an untyped literal: the server infers its type, as for node-postgres' text parameters. */
function literal(value) {
  if (value === null || value === undefined) return 'NULL';
  return `'${String(value).replace(/'/g, "''")}'`;
}

/** The statement with its parameters written in (for a pgbench script). */
export function inline({ sql, params }) {
  return sql.replace(/\$(\d+)/g, (_, n) => literal(params[Number(n) - 1]));
}

/** `GET /api/jobs?<queryString>` as `viewerId`: the statement listJobs runs. */
export function listSql(viewerId, queryString) {
  const query = JobListQuerySchema.parse(Object.fromEntries(new URLSearchParams(queryString)));
  return jobListQuery(db, jobListFilter(viewerId, query)).toSQL();
}

/**
 * `GET /api/jobs/:id` as `viewerId`: the statements getJobForFreelancer runs when the job's public
 * part is not cached (the job row, then the viewer's part); a cached read runs the second only.
 * The app prepares both (named statements, planned once per connection); pgbench plans each run.
 */
export function detailSql(jobId, viewerId, contractorId) {
  return [jobPublicQuery(db, jobId).toSQL(), viewerPartQuery(db, { jobId, viewerId, contractorId }).toSQL()];
}

/**
 * The two statements better-auth (drizzle adapter) runs on every signed-in request to resolve the
 * session cookie, as logged with `log_statement = all` (apps/server/src/http/request-context.ts
 * calls auth.api.getSession). Copied, not built: pgbench's "whole request" scripts use them.
 */
export function sessionSql(token, userId) {
  return [
    `select "id", "token", "user_id", "expires_at", "ip_address", "user_agent", "created_at", "updated_at" from "sessions" where "sessions"."token" = ${literal(token)}`,
    `select "id", "name", "email", "email_verified", "image", "role", "created_at", "updated_at" from "users" where "users"."id" = ${literal(userId)}`,
  ];
}
