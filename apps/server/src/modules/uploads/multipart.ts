import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@vamos/shared/constants';
import { AppError } from '../../http/app-error.ts';

/** The part of an @fastify/multipart file that storeImage uses (MultipartFile fits). */
export type UploadedFile = {
  fieldname: string;
  toBuffer(): Promise<Buffer>;
  file: { truncated: boolean };
};

/**
 * Accepts multipart/form-data in the calling plugin's scope only (the upload routes), so every
 * other route keeps answering non-JSON bodies with 415. One file of at most MAX_UPLOAD_BYTES; a
 * bigger one comes out truncated (throwFileSizeLimit: false) and storeImage answers 413.
 */
export async function registerUploadParsing(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 100 },
  });
}

/** The first file of a multipart request, or undefined when there is none (or no multipart body). */
export async function readUpload(request: FastifyRequest): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    return await request.file();
  } catch (error) {
    throw toUploadError(error);
  }
}

/**
 * Maps a multipart parsing failure to an AppError: an oversized file → FILE_TOO_LARGE; too many
 * parts, a malformed body or any other client-side failure → VALIDATION. Other errors pass through.
 */
export function toUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return new AppError('VALIDATION');
  return error;
}
