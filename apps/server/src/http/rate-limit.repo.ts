import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

export type RateLimitHit = { key: string; count: number; resetAt: Date };

/**
 * Counts one hit on each key in a single atomic upsert: a key whose window has ended starts a
 * new one at 1. Shared by every server instance because the counters live in PostgreSQL.
 */
export async function hitRateLimits(db: DbOrTx, keys: string[], windowSeconds: number): Promise<RateLimitHit[]> {
  const resetAt = sql`now() + make_interval(secs => ${windowSeconds})`;
  return db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, count: 1, resetAt })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetAt: rateLimits.resetAt });
}
