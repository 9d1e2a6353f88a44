import type { Deps } from '../../app-deps.ts';
import { ping } from './health.repo.ts';

/** `GET /api/health`: the process answers and its database too. */
export async function checkHealth(
  deps: Pick<Deps, 'db' | 'database'>,
): Promise<{ status: 'ok'; database: 'pglite' | 'postgres' }> {
  await ping(deps.db);
  return { status: 'ok', database: deps.database.kind };
}
