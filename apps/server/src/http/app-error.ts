import { ERROR_MESSAGES, type ErrorCode } from '@vamos/shared/errors';

const STATUS: Record<ErrorCode, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  VALIDATION: 400,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
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
  MALFORMED_UPLOAD: 400,
  JOB_NOT_FOUND: 404,
  JOB_NOT_AVAILABLE: 409,
  JOB_FULL: 409,
  JOB_COMPLETED: 409,
  JOB_CANCELLED: 409,
  JOB_CANNOT_COMPLETE: 409,
  JOB_NOT_STARTED: 409,
  REQUIRED_PEOPLE_BELOW_APPROVED: 409,
  SHIFT_CHANGE_UNCONFIRMED: 409,
  INSUFFICIENT_CREDITS_FOR_JOB: 409,
  ALREADY_APPLIED: 409,
  INSUFFICIENT_TOKENS: 409,
  APPLICATION_NOT_FOUND: 404,
  APPLICATION_NOT_PENDING: 409,
  APPLICATION_NOT_APPROVED: 409,
  INSUFFICIENT_CREDITS: 409,
  FREELANCER_INSUFFICIENT_COINS: 409,
  FREELANCER_NOT_FOUND: 404,
  AGENDA_ITEM_NOT_FOUND: 404,
  AGENDA_ITEM_CLOSED: 409,
  AGENDA_ITEM_NOT_DUE: 409,
  SHIFT_STATE_CONFLICT: 409,
  SHIFT_NOT_STARTED: 409,
  SHIFT_STARTED: 409,
  WITHDRAWAL_CONSEQUENCE_CHANGED: 409,
  PAYMENT_NOT_FOUND: 404,
  PAYMENT_PENDING_EXISTS: 409,
  PAYMENT_NOT_PENDING: 409,
  PAYMENT_PROVIDER_FAILED: 502,
  PAYMENT_PROFILE_INCOMPLETE: 409,
  PLAN_ALREADY_ACTIVE: 409,
  WEBHOOK_UNAUTHORIZED: 401,
  EVALUATION_NOT_FOUND: 404,
  EVALUATION_NOT_ALLOWED: 403,
  EVALUATION_NOT_YET: 409,
  EVALUATION_EXISTS: 409,
  EVALUATION_NOT_AUTHOR: 403,
  NOTIFICATION_NOT_FOUND: 404,
  DEVICE_NOT_FOUND: 404,
  DEVICE_TAKEN: 409,
  BAD_URL: 400,
  DATABASE_UNAVAILABLE: 503,
  SHUTTING_DOWN: 503,
  INTERNAL: 500,
  JOB_ALERT_NOT_FOUND: 404,
  JOB_ALERT_LIMIT: 409,
};

/** Extra machine-readable values some errors carry next to the message. */
export type AppErrorExtra = { required_tokens?: number; approved_count?: number; changed_fields?: string[] };

/** The one error type of the server: a stable code; the HTTP layer maps it to a status and the Portuguese text. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly extra?: AppErrorExtra;

  constructor(
    code: ErrorCode,
    options: { message?: string; fields?: Record<string, string>; extra?: AppErrorExtra } = {},
  ) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.status = STATUS[code];
    this.fields = options.fields;
    this.extra = options.extra;
  }
}
