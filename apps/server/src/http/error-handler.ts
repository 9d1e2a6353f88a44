import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_MESSAGES, fieldErrors, type ApiErrorBody } from '@vamos/shared/errors';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { isDatabaseUnavailable } from './database-errors.ts';

function body(error: AppError): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...error.extra,
    },
  };
}

function toAppError(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) return new AppError('DATABASE_UNAVAILABLE');
  if (hasZodFastifySchemaValidationErrors(error)) {
    // fastify-type-provider-zod puts the zod issue's path in instancePath ('/address/cep').
    const issues = error.validation.map((v) => ({
      path: v.instancePath.split('/').filter((segment) => segment !== ''),
      message: v.message ?? ERROR_MESSAGES.VALIDATION,
    }));
    const fields = fieldErrors(issues);
    const first = issues[0]?.message;
    return new AppError('VALIDATION', { message: first ?? ERROR_MESSAGES.VALIDATION, fields });
  }
  switch (error.code) {
    // A path the file system refuses (a directory, a name over 255 bytes) is a file that is not there.
    case 'ENAMETOOLONG':
    case 'EISDIR':
    case 'ENOTDIR':
      return new AppError('NOT_FOUND');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('INVALID_JSON');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE');
    default:
      break;
  }
  // Other libraries' client errors keep their meaning, in our words. @fastify/static refuses a directory
  // or a path it will not serve with 403: for a visitor that file is simply not there.
  const status = error.statusCode ?? 500;
  if (status === 403 || status === 404) return new AppError('NOT_FOUND');
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (status >= 400 && status < 500) return new AppError('VALIDATION');
  return null;
}

/**
 * The router's own refusals (a malformed %-escape, a path parameter over the router's limit), which
 * never reach the error handler: Fastify's `frameworkErrors` option. Our shape and text, no URL echoed.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const appError = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? new AppError('NOT_FOUND') : new AppError('BAD_URL');
  void reply.status(appError.status).send(body(appError));
}

/** Every error reaching the browser is a stable code plus the Portuguese text; never a stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError && appError.status < 500) return reply.status(appError.status).send(body(appError));
    if (appError?.code === 'DATABASE_UNAVAILABLE' || appError?.code === 'SHUTTING_DOWN') {
      // Nothing was done: the client may send the same request again in a moment (to this instance
      // once the database is back, or to the restarted one).
      if (appError.code === 'DATABASE_UNAVAILABLE')
        request.log.warn({ err: error }, 'request failed: database unavailable');
      return reply.status(appError.status).header('retry-after', '1').send(body(appError));
    }
    request.log.error({ err: error }, 'request failed');
    const internal = appError ?? new AppError('INTERNAL');
    return reply.status(internal.status).send(body(internal));
  });
  app.setNotFoundHandler((request, reply) => reply.status(404).send(body(new AppError('NOT_FOUND'))));
}
