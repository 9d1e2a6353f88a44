import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../app-deps.ts';

/** Per app (its Deps): the work `afterAnswer` started that has not finished yet. */
const unfinished = new WeakMap<Deps, Set<Promise<void>>>();

/**
 * Runs `work` on the next turn of the event loop, without the answer waiting for it: how long it
 * takes (an account's lookup, its e-mail) must not tell the caller whether the account exists. A
 * failure is logged with `failure` as the message.
 */
export function afterAnswer(
  deps: Deps,
  log: Pick<FastifyBaseLogger, 'error'>,
  failure: string,
  work: () => Promise<void>,
): void {
  const running = unfinished.get(deps) ?? new Set<Promise<void>>();
  unfinished.set(deps, running);
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => log.error({ err: error }, failure))
    .finally(() => running.delete(done));
  running.add(done);
}

/** Resolves once everything `afterAnswer` started so far for this app has finished, sent or failed. */
export async function afterAnswerDone(deps: Deps): Promise<void> {
  await Promise.all(unfinished.get(deps) ?? []);
}
