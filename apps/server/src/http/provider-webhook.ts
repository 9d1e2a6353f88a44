import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../app-deps.ts';
import { AppError } from './app-error.ts';

/** Constant-time comparison of two tokens of any lengths (both are hashed to 32 bytes first). */
export function tokensMatch(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected)) && given.length === expected.length;
}

/**
 * The `onRequest` check of Asaas's webhooks (charges and transfers): the `asaas-access-token` header
 * must be the token set in Asaas's webhook settings (ASAAS_WEBHOOK_TOKEN), and Asaas the provider.
 * Their paths are under /api/payments/webhook/, exempt from the CSRF check.
 */
export function asaasWebhookAuth(deps: Pick<Deps, 'config' | 'payments'>) {
  return async (request: FastifyRequest): Promise<void> => {
    const expected = deps.config.ASAAS_WEBHOOK_TOKEN;
    const given = request.headers['asaas-access-token'];
    if (!expected || deps.payments.name !== 'asaas' || typeof given !== 'string' || !tokensMatch(given, expected)) {
      throw new AppError('WEBHOOK_UNAUTHORIZED');
    }
  };
}
