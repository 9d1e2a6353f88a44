import type { FastifyBaseLogger } from 'fastify';
import type { VitalsBeacon } from '@vamos/shared/schemas/vitals';
import type { Deps } from '../../app-deps.ts';
import { deleteVitalsOlderThan, insertVitals } from './vitals.repo.ts';

/** Decision 0015: a metric is kept 30 days. */
export const VITALS_RETENTION_DAYS = 30;
/** How often an instance deletes the expired rows (the first beacon after that long does it). */
const RETENTION_SWEEP_MS = 60 * 60 * 1000;
const nextSweepAt = new WeakMap<object, number>();

/**
 * Stores a beacon's metrics (one statement) and, at most once an hour per instance, deletes the
 * rows past retention. A failed sweep is logged, never the beacon's failure.
 */
export async function recordVitals(deps: Pick<Deps, 'db'>, log: FastifyBaseLogger, beacon: VitalsBeacon) {
  await insertVitals(deps.db, beacon.metrics);
  const now = Date.now();
  if ((nextSweepAt.get(deps.db) ?? 0) > now) return;
  nextSweepAt.set(deps.db, now + RETENTION_SWEEP_MS);
  await deleteVitalsOlderThan(deps.db, VITALS_RETENTION_DAYS).catch((error: unknown) =>
    log.warn({ err: error }, 'web vitals: retention sweep failed'),
  );
}
