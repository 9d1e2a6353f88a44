import type { MyStrikes } from '@vamos/shared/schemas/strikes';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { activeStrikes, suspendedUntil } from './strikes.repo.ts';

/**
 * `GET /api/freelancer/strikes`: the signed-in freelancer's strikes still counting, each with its
 * shift and when it expires, and until when applying is suspended. Only one's own: no route reads another person's strikes.
 */
export async function listMyStrikes(deps: Pick<Deps, 'db'>, actor: Actor, now = new Date()): Promise<MyStrikes> {
  const rows = await activeStrikes(deps.db, actor.id, now);
  const until = await suspendedUntil(deps.db, actor.id, now);
  return {
    active: rows.reduce((sum, row) => sum + row.count, 0),
    strikes: rows.map((row) => ({
      id: row.id,
      reason: row.reason,
      count: row.count,
      given_at: row.givenAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      job_title: row.jobTitle,
      service_date: row.serviceDate,
    })),
    suspended_until: until?.toISOString() ?? null,
  };
}
