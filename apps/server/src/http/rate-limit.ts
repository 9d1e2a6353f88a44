import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../app-deps.ts';
import { AppError } from './app-error.ts';
import { deleteEndedRateLimits, hitRateLimits } from './rate-limit.repo.ts';

export type RateLimitOptions = {
  /** Names the counter ('login'); each route counts separately. */
  route: string;
  /** Also count per e-mail (the body's `email`), so rotating IPs does not help against one account. */
  byEmail?: boolean;
};

/** The body's e-mail as the schemas normalize it, before validation has run. */
function emailOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('email' in body) || typeof body.email !== 'string') return null;
  const email = body.email.trim().toLowerCase();
  return email === '' ? null : email;
}

/** How often an instance clears the counters whose window has ended (they would pile up forever). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** When each database's next sweep is due, per instance (the first limited request sweeps). */
const nextSweepAt = new WeakMap<object, number>();

async function sweepEndedCounters(deps: Pick<Deps, 'db'>, request: FastifyRequest): Promise<void> {
  const now = Date.now();
  if ((nextSweepAt.get(deps.db) ?? 0) > now) return;
  nextSweepAt.set(deps.db, now + SWEEP_INTERVAL_MS);
  await deleteEndedRateLimits(deps.db).catch((error: unknown) => request.log.warn({ err: error }, 'rate limits: sweep failed'));
}

/**
 * Hook factory: at most config.RATE_LIMIT_MAX requests per config.RATE_LIMIT_WINDOW_SECONDS per
 * route and client IP (and per route and e-mail), else 429 RATE_LIMITED with Retry-After.
 * Use it as `preValidation` so invalid attempts count too (rate limit → validate → handler).
 */
export function rateLimit(deps: Pick<Deps, 'db' | 'config'>, options: RateLimitOptions) {
  const { RATE_LIMIT_MAX: max, RATE_LIMIT_WINDOW_SECONDS: windowSeconds } = deps.config;
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const keys = [`${options.route}:ip:${request.ip}`];
    const email = options.byEmail ? emailOf(request.body) : null;
    if (email) keys.push(`${options.route}:email:${email}`);
    await sweepEndedCounters(deps, request);
    const hits = await hitRateLimits(deps.db, keys, windowSeconds);
    const over = hits.filter((hit) => hit.count > max);
    if (over.length === 0) return;
    const resetAt = Math.max(...over.map((hit) => hit.resetAt.getTime()));
    reply.header('retry-after', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
    throw new AppError('RATE_LIMITED');
  };
}
