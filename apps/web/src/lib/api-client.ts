import { INTERNAL_MESSAGE, readApiErrorBody } from '@vamos/shared/error-body';
import { takeFirstAnswer } from './first-answers';

/** An error answered by our API: a stable code, the Portuguese message, and per-field messages. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string>;

  constructor(status: number, code: string, message: string, fields: Record<string, string> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** What a request, or a chunk of the app, that cannot reach the server says. */
export const NETWORK_MESSAGE = 'Erro de conexão com o servidor. Verifique sua internet.';

/**
 * What an action tried without a connection says, at once (issue 24): one message for every
 * mutation, shown as one toast (lib/query-client.ts), instead of a button stuck on "Enviando...".
 */
export const OFFLINE_MESSAGE = 'Sem conexão. Tente de novo quando estiver online.';

/** The browser says it has no network (a request would fail, or wait for nothing). */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** An error of a request made, or refused, without a connection. */
export const isOfflineError = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === 'OFFLINE';

type RequestOptions = { method?: string; body?: unknown; signal?: AbortSignal };

/** fetch for /api: same-origin cookie session, JSON in and out, errors as ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const isForm = body instanceof FormData;
  // A signed-in page's first reads may already be answered in its HTML (lib/first-answers.ts).
  const written = method === 'GET' ? takeFirstAnswer(`/api${path}`) : undefined;
  if (written !== undefined) return written as T;
  let response: Response;
  if (isOffline()) throw new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE);
  try {
    response = await fetch(`/api${path}`, {
      method,
      signal,
      credentials: 'same-origin',
      headers: body === undefined || isForm ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    if (isOffline()) throw new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE);
    throw new ApiError(0, 'NETWORK', NETWORK_MESSAGE);
  }
  if (response.status === 204) return undefined as T;
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = readApiErrorBody(data);
    if (body) {
      const { code, message, fields } = body.error;
      throw new ApiError(response.status, code, message, fields);
    }
    throw new ApiError(response.status, 'INTERNAL', INTERNAL_MESSAGE);
  }
  return data as T;
}
