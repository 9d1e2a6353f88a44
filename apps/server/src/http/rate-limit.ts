import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../app-deps.ts';
import { AppError } from './app-error.ts';
import { deleteEndedRateLimits, hitRateLimits } from './rate-limit.repo.ts';

export { forgetRateLimitsOf } from './rate-limit.repo.ts';

export type RateLimitOptions = {
  /** Names the counter ('login'); each route counts separately. */
  route: string;
  /** Also count per e-mail (the body's `email`), so rotating IPs does not help against one account. */
  byEmail?: boolean;
  /**
   * Login (decision 0010): an attacker must not lock the owner out. The normal limit counts per IP
   * and e-mail; one IP across e-mails may try IP_FACTOR times as often, one e-mail from every IP
   * EMAIL_FACTOR times as often. The owner, from their own address, is not limited by the attacker's.
   */
  spareOwner?: boolean;
  /**
   * With spareOwner (decision 0022): the device an attempt proves it comes from (a browser that
   * signed in to the e-mail's account before), or null. Such an attempt is neither counted nor
   * stopped by the e-mail's counters; it has its own per device and e-mail, at the normal limit.
   */
  knownDevice?: (request: FastifyRequest, email: string) => Promise<string | null>;
  /**
   * A route whose callers are many people behind one address (a beacon every page view, from phones
   * behind a carrier's NAT) may be called this many times RATE_LIMIT_MAX per window. Default 1.
   */
  maxFactor?: number;
  /** Told (once per window) when an e-mail's attempts from every IP reach the normal limit. */
  onEmailLimitReached?: (email: string, request: FastifyRequest) => void;
};

/** Decision 0010: how much more one IP (many e-mails) and one e-mail (many IPs) may try at login. */
export const OWNER_SAFE_IP_FACTOR = 3;
export const OWNER_SAFE_EMAIL_FACTOR = 10;

type Counter = { key: string; max: number };

/** The counters one request hits, each with its own limit. */
function countersOf(
  options: RateLimitOptions,
  ip: string,
  email: string | null,
  max: number,
  device: string | null,
): Counter[] {
  if (!options.spareOwner) {
    const counters = [{ key: `${options.route}:ip:${ip}`, max }];
    if (email) counters.push({ key: `${options.route}:email:${email}`, max });
    return counters;
  }
  const perIp = { key: `${options.route}:ip:${ip}`, max: max * OWNER_SAFE_IP_FACTOR };
  if (email && device) return [perIp, { key: `${options.route}:device:${device}:${email}`, max }];
  const counters = [perIp, { key: `${options.route}:ip-email:${ip}:${email ?? ''}`, max }];
  if (email) counters.push({ key: `${options.route}:email:${email}`, max: max * OWNER_SAFE_EMAIL_FACTOR });
  return counters;
}

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
  await deleteEndedRateLimits(deps.db).catch((error: unknown) =>
    request.log.warn({ err: error }, 'rate limits: sweep failed'),
  );
}

/**
 * Hook factory: at most config.RATE_LIMIT_MAX requests per config.RATE_LIMIT_WINDOW_SECONDS per
 * route and client IP (and per route and e-mail; at login, see `spareOwner`), else 429 RATE_LIMITED
 * with Retry-After.
 * Use it as `preValidation` so invalid attempts count too (rate limit → validate → handler).
 */
export function rateLimit(deps: Pick<Deps, 'db' | 'config'>, options: RateLimitOptions) {
  const { RATE_LIMIT_WINDOW_SECONDS: windowSeconds } = deps.config;
  const max = deps.config.RATE_LIMIT_MAX * (options.maxFactor ?? 1);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const email = options.byEmail ? emailOf(request.body) : null;
    const device =
      email && options.spareOwner && options.knownDevice ? await options.knownDevice(request, email) : null;
    const counters = countersOf(options, request.ip, email, max, device);
    const limitOf = new Map(counters.map((c) => [c.key, c.max]));
    await sweepEndedCounters(deps, request);
    const hits = await hitRateLimits(
      deps.db,
      counters.map((c) => c.key),
      windowSeconds,
    );
    const emailWide = email ? hits.find((hit) => hit.key === `${options.route}:email:${email}`) : undefined;
    if (email && emailWide?.count === max) options.onEmailLimitReached?.(email, request);
    const over = hits.filter((hit) => hit.count > (limitOf.get(hit.key) ?? max));
    if (over.length === 0) return;
    const resetAt = Math.max(...over.map((hit) => hit.resetAt.getTime()));
    reply.header('retry-after', String(Math.max(1, Math.ceil((resetAt - Date.now()) / 1000))));
    throw new AppError('RATE_LIMITED');
  };
}
