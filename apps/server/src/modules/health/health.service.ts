import type { Deps } from '../../app-deps.ts';
import { readMigrations, type Migration } from '../../db/migrate.ts';
import { appliedMigrations, ping } from './health.repo.ts';

/** `GET /api/health`: the process answers and its database too. */
export async function checkHealth(
  deps: Pick<Deps, 'db' | 'database'>,
): Promise<{ status: 'ok'; database: 'pglite' | 'postgres' }> {
  await ping(deps.db);
  return { status: 'ok', database: deps.database.kind };
}

export type NotReadyReason = 'shutting_down' | 'database_unavailable' | 'migrations_pending';

export type Readiness =
  | { ready: true; body: { status: 'ready'; database: 'pglite' | 'postgres'; migrations: number } }
  | { ready: false; body: { status: 'not_ready'; reason: NotReadyReason; pending?: string[] } };

/** The migration files this build ships, read once (they never change under a running process). */
let shipped: Migration[] | null = null;

/**
 * `GET /api/ready` (decision 0052): whether the load balancer should send this instance traffic.
 * Not while it is shutting down (draining after SIGTERM), nor when the database does not answer,
 * nor before every migration file of this build is applied (a new version started on an old schema).
 */
export async function checkReadiness(
  deps: Pick<Deps, 'db' | 'database' | 'lifecycle'>,
  migrations: Migration[] = (shipped ??= readMigrations()),
): Promise<Readiness> {
  if (deps.lifecycle.draining) return { ready: false, body: { status: 'not_ready', reason: 'shutting_down' } };
  let applied: Set<number>;
  try {
    applied = await appliedMigrations(deps.db);
  } catch {
    return { ready: false, body: { status: 'not_ready', reason: 'database_unavailable' } };
  }
  const pending = migrations.filter((m) => !applied.has(m.version)).map((m) => m.name);
  if (pending.length > 0) return { ready: false, body: { status: 'not_ready', reason: 'migrations_pending', pending } };
  return { ready: true, body: { status: 'ready', database: deps.database.kind, migrations: migrations.length } };
}
