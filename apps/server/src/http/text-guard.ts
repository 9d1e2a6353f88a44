import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

export const INVALID_TEXT_MESSAGE = 'O texto contém caracteres inválidos.';

/** A NUL byte (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its pair (not valid UTF-8). */
// eslint-disable-next-line no-control-regex -- finding the NUL control character is the point
const INVALID_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Nesting deeper than any of our inputs is refused too, rather than walked. */
const MAX_DEPTH = 16;

function hasInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return INVALID_TEXT.test(value);
  if (typeof value !== 'object' || value === null) return false;
  if (depth > MAX_DEPTH) return true;
  const entries = Array.isArray(value) ? value : Object.entries(value).flat();
  return entries.some((item: unknown) => hasInvalidText(item, depth + 1));
}

/**
 * One guard for every route: text that the database cannot store (or that no browser sends) in the
 * body, the query or the path answers 400 in Portuguese before any handler or statement runs.
 */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (hasInvalidText(request.params) || hasInvalidText(request.query) || hasInvalidText(request.body)) {
      throw new AppError('VALIDATION', { message: INVALID_TEXT_MESSAGE });
    }
  });
}
