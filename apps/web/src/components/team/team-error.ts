import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { ApiError } from '@/lib/api-client';

/** The server's Portuguese message of a failed team action, or the generic one. */
export function teamErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : ERROR_MESSAGES.INTERNAL;
}
