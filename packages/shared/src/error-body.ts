/**
 * The shape of the API's error answers and the one text the browser needs without the server's: its
 * own module so the web's API client reads errors without loading the whole catalogue (errors.ts)
 * on first load. The browser shows the `message` the server sends; errors.ts re-exports these.
 */

/** INTERNAL's text (ERROR_MESSAGES.INTERNAL): also what the browser says when an answer is no ApiErrorBody. */
export const INTERNAL_MESSAGE = 'Ocorreu um erro inesperado. Tente novamente.';

/**
 * Body of every error response. `code` is any string so an older browser still parses codes
 * added later; `fields` maps a field path ('address.cep') to its first message;
 * `required_tokens` comes with INSUFFICIENT_TOKENS (the coins the job costs).
 */
export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string>; required_tokens?: number };
};

/**
 * `data` as an ApiErrorBody, or null when it is not one. Checked by hand, not by a zod schema:
 * the web's API client reads it on every failed call and must stay out of zod (first load).
 */
export function readApiErrorBody(data: unknown): ApiErrorBody | null {
  if (!isRecord(data) || !isRecord(data.error)) return null;
  const { code, message, fields, required_tokens: requiredTokens } = data.error;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields !== undefined && !(isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string'))) {
    return null;
  }
  if (requiredTokens !== undefined && !Number.isInteger(requiredTokens)) return null;
  return {
    error: {
      code,
      message,
      ...(fields === undefined ? {} : { fields: fields as Record<string, string> }),
      ...(requiredTokens === undefined ? {} : { required_tokens: requiredTokens as number }),
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
