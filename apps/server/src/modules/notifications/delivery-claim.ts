import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '../../db/client.ts';
import * as deliveriesRepo from './deliveries.repo.ts';
import type { ClaimOwner } from './deliveries.repo.ts';

/** Waits between tries to store an outcome: 100 ms doubling to 5 s, far inside a lease (120 s). */
const FIRST_RETRY_MS = 100;
const LAST_RETRY_MS = 5_000;

export type RetryLog = { warn(details: object, message: string): void };

/**
 * A worker's pass and the deliveries it claimed. The claims carry the pass's token and last
 * `leaseSeconds`; while the pass runs, a heartbeat renews them every quarter of a lease, so a live
 * worker keeps what it took however slow a send or a recording is, and another worker takes a
 * message only from a worker that is gone (or cut off from the database for a whole lease).
 *
 * Time is the pass's clock: `now` (a test clock in tests) plus the time since the pass began.
 */
export class DeliveryClaim {
  readonly token = randomUUID();
  private readonly startedAt = performance.now();
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly now: Date,
    private readonly leaseSeconds: number,
    private readonly signal?: AbortSignal,
  ) {}

  /** Now on the pass's clock. */
  clock(): Date {
    return new Date(this.now.getTime() + (performance.now() - this.startedAt));
  }

  /** The mark and end of a claim taken or renewed now. */
  owner(): ClaimOwner {
    return { token: this.token, until: new Date(this.clock().getTime() + this.leaseSeconds * 1000) };
  }

  /** Renews the pass's claims until `stop()` (or the signal: the process is going away). */
  startHeartbeat(): void {
    let renewing = false;
    this.heartbeat = setInterval(
      () => {
        if (renewing) return;
        if (this.signal?.aborted) return this.stop();
        renewing = true;
        // A renewal that fails is tried again at the next beat; the claims are still good until then.
        deliveriesRepo
          .renewClaims(this.db, this.owner())
          .catch(() => undefined)
          .finally(() => {
            renewing = false;
          });
      },
      (this.leaseSeconds * 1000) / 4,
    );
    this.heartbeat.unref();
  }

  stop(): void {
    clearInterval(this.heartbeat);
  }

  /** Just before a message goes out: which of `ids` are still this pass's (renewed for a whole lease). */
  hold(ids: number[], log?: RetryLog): Promise<Set<number>> {
    return untilDone(() => deliveriesRepo.holdClaims(this.db, ids, this.owner()), {
      what: 'holding a claim',
      signal: this.signal,
      log,
    });
  }
}

/**
 * Runs `operation` (`what` it does, for the log) until it succeeds: a delivery's outcome must be stored even when the database
 * connection dropped right after the message went out (otherwise the claim runs out and the message
 * is sent again). Tries again after each failure, waiting 100 ms doubling to 5 s, for as long as the
 * process lives: only `signal` (the worker is stopping) ends the tries, after one more.
 */
export async function untilDone<T>(
  operation: () => Promise<T>,
  { what, signal, log }: { what: string; signal?: AbortSignal | undefined; log?: RetryLog | undefined },
): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await operation();
    } catch (error) {
      if (signal?.aborted) throw error;
      log?.warn({ err: error, failures: failures + 1 }, `notification delivery: ${what} failed, trying again`);
      await sleep(Math.min(FIRST_RETRY_MS * 2 ** failures, LAST_RETRY_MS), undefined, { signal }).catch(
        () => undefined,
      );
    }
  }
}
