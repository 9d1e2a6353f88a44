import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorActor } from './actor.ts';
import { AppError } from './app-error.ts';
import { toHeaders } from './request-context.ts';

/** An operator's session as the operator routes see it (decision 0048): its second factor verified or not yet. */
export type OperatorState = { actor: OperatorActor; verified: boolean };

/** Finds the operator of a request's session (modules/auth answers: operator-auth.ts lookUpOperator). */
export type LookUpOperator = (headers: Headers) => Promise<OperatorState | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator, on the operator's routes only (null elsewhere, and for everyone else). */
    operator: OperatorState | null;
  }
}

/** The paths an operator's session opens: their own sign-in steps, and the operator's API. */
const OPERATOR_PATHS = ['/api/operator/', '/api/auth/operator/'];

/**
 * Resolves `request.operator` on the operator's paths, on every request (no cache: each one marks the
 * session used, and 30 minutes idle or 12 h since sign-in end it). An operator is never `request.actor`:
 * every other route answers them 401, as it does a visitor (request-context.ts).
 */
export function registerOperatorContext(app: FastifyInstance, lookUp: LookUpOperator): void {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request) => {
    if (!OPERATOR_PATHS.some((path) => request.url.startsWith(path))) return;
    request.operator = await lookUp(toHeaders(request));
  });
}

/** onRequest: an operator's session, its second factor verified or not (the sign-in's own steps): else 401. */
export async function requireOperatorSession(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.operator) throw new AppError('UNAUTHENTICATED');
}

/**
 * onRequest: an operator whose session passed its second factor. 401 without a session (a visitor, a
 * freelancer, a contractor: none of them is an operator), 403 SECOND_FACTOR_REQUIRED before the code.
 */
export async function requireOperator(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.operator) throw new AppError('UNAUTHENTICATED');
  if (!request.operator.verified) throw new AppError('SECOND_FACTOR_REQUIRED');
}

/** The operator's session state, for handlers behind requireOperatorSession. */
export function operatorStateOf(request: FastifyRequest): OperatorState {
  if (!request.operator) throw new AppError('UNAUTHENTICATED');
  return request.operator;
}

/** The operator, for handlers behind requireOperator/requireOperatorSession. */
export function operatorOf(request: FastifyRequest): OperatorActor {
  if (!request.operator) throw new AppError('UNAUTHENTICATED');
  return request.operator.actor;
}
