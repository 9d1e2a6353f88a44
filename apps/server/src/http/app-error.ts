import { ERROR_MESSAGES, type ErrorCode } from '@vamos/shared/errors';

const STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 400,
  RATE_LIMITED: 429,
  CSRF: 403,
  EMAIL_TAKEN: 409,
  INVALID_CREDENTIALS: 401,
  INVALID_RESET_TOKEN: 400,
  INSUFFICIENT_BALANCE: 409,
  CEP_NOT_FOUND: 404,
  CEP_LOOKUP_FAILED: 502,
  UNSUPPORTED_FILE: 400,
  FILE_TOO_LARGE: 413,
  INTERNAL: 500,
};

/** The one error type of the server: a stable code; the HTTP layer maps it to a status and the Portuguese text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, options: { message?: string; fields?: Record<string, string> } = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.fields = options.fields;
  }
}
