import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../db/schema.ts';
import type { Auth } from '../modules/auth/auth.ts';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';
import { sessionTokenOf, type CachedSession, type SessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved lazily from the session cookie. */
    actor: Actor | null;
  }
}

export function toHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(key, v);
  }
  return headers;
}

/**
 * Resolves `request.actor` from the better-auth session on every /api request, through the
 * short-lived session cache (the absolute and idle limits are checked on cached hits too).
 */
export function registerRequestContext(
  app: FastifyInstance,
  auth: Auth,
  absoluteDays: number,
  cache: SessionCache,
): void {
  const absoluteMs = absoluteDays * 24 * 60 * 60 * 1000;
  app.decorateRequest('actor', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = sessionTokenOf(request.headers.cookie);
    if (!token) return;
    const now = Date.now();
    const cached = cache.get(token, now);
    if (cached && now - cached.createdAt <= absoluteMs) {
      request.actor = cached.actor;
      return;
    }
    if (cached) cache.forget(token);
    const session = await cache.lookupOnce(token, () => lookUpSession(auth, request, absoluteMs));
    if (session) request.actor = session.actor;
  });
}

/** The session of the request's cookie through better-auth, or null (none, revoked, too old, no role). */
async function lookUpSession(auth: Auth, request: FastifyRequest, absoluteMs: number): Promise<CachedSession | null> {
  const now = Date.now();
  const result = await auth.api.getSession({ headers: toHeaders(request), query: { disableRefresh: false } });
  if (!result) return null;
  const createdAt = new Date(result.session.createdAt).getTime();
  if (now - createdAt > absoluteMs) {
    await auth.api
      .revokeSession({ headers: toHeaders(request), body: { token: result.session.token } })
      .catch(() => undefined);
    return null;
  }
  const role = (result.user as { role?: string }).role;
  if (role !== 'freelancer' && role !== 'contractor') return null;
  const actor: Actor = {
    id: result.user.id,
    role,
    email: result.user.email,
    name: result.user.name,
    sessionId: result.session.id,
  };
  return { actor, createdAt, expiresAt: new Date(result.session.expiresAt).getTime(), cachedAt: now };
}

/*
 * The guards run as a route's `onRequest` hook (`{ onRequest: requireUser }`), never as
 * preValidation or preHandler: Fastify parses and validates the body, query and path parameters
 * between onRequest and preHandler, so a later guard would answer a visitor 400 (and tell them what
 * the route expects) instead of 401. ESLint refuses a guard anywhere else, and
 * http/authorization-matrix.test.ts sends every route of the route table an anonymous invalid request.
 */

/** onRequest: 401 without a session. */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
}

/** onRequest factory: 401 without a session, 403 for the other role. */
export function requireRole(role: Role) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (!request.actor) throw new AppError('UNAUTHENTICATED');
    if (request.actor.role !== role) throw new AppError('FORBIDDEN');
  };
}

/** The signed-in actor, for handlers behind requireUser/requireRole. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}
