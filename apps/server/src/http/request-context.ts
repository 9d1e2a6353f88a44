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
  companyOfManager: CompanyOfManager,
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
    const session = await cache.lookupOnce(token, () => lookUpSession(auth, request, absoluteMs, companyOfManager));
    if (session) request.actor = session.actor;
  });
}

/** The company a manager acts for now, or null once removed (the module `company` answers, decision 0040). */
export type CompanyOfManager = (userId: string) => Promise<string | null>;

/**
 * The session of the request's cookie through better-auth, or null (none, revoked, too old, no role,
 * a manager no company has now). A manager acts for their company: the actor's `id` is the company's.
 */
async function lookUpSession(
  auth: Auth,
  request: FastifyRequest,
  absoluteMs: number,
  companyOfManager: CompanyOfManager,
): Promise<CachedSession | null> {
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
  const person = result.user.id;
  let account: Pick<Actor, 'id' | 'role' | 'companyRole'>;
  if (role === 'freelancer') account = { id: person, role, companyRole: null };
  else if (role === 'contractor') account = { id: person, role, companyRole: 'owner' };
  else if (role === 'manager') {
    const companyId = await companyOfManager(person);
    if (!companyId) return null;
    account = { id: companyId, role: 'contractor', companyRole: 'manager' };
  } else return null;
  const actor: Actor = {
    ...account,
    personId: person,
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

/**
 * onRequest: the contractor company's owner only (401 without a session, 403 for anyone else, a
 * manager included): buying plans, payments, the company's profile and its managers (decision 0040).
 */
export async function requireCompanyOwner(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  if (request.actor.role !== 'contractor') throw new AppError('FORBIDDEN');
  if (request.actor.companyRole !== 'owner') throw new AppError('OWNER_ONLY');
}

/** onRequest factory: requireRole, and for a contractor the company's owner only (a manager gets 403). */
export function requireHolderRole(role: Role) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    await requireRole(role)(request, reply);
    await requireAccountHolder(request, reply);
  };
}

/**
 * onRequest: the account's holder (a freelancer, or a company's owner): 401 without a session, 403
 * for a manager, who acts for the company but does not pay for it nor change its profile (decision 0040).
 */
export async function requireAccountHolder(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  if (request.actor.companyRole === 'manager') throw new AppError('OWNER_ONLY');
}

/** The signed-in actor, for handlers behind requireUser/requireRole. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED');
  return request.actor;
}
