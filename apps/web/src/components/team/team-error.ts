import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { ApiError } from '@/lib/api-client';

/** The server's Portuguese message of a failed team action, or the generic one. */
export function teamErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : INTERNAL_MESSAGE;
}
