import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES } from '@vamos/shared/images';
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

/**
 * The one file of a multipart request, or undefined when there is none (or no multipart body). The
 * whole body is read here: every file part is drained (toBuffer keeps its bytes for storeImage), so
 * a second file or a body that breaks off is refused before anything is stored.
 */
export async function readUpload(request: FastifyRequest): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  let upload: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      await part.toBuffer();
      if (upload) throw oneImageOnly();
      upload = part;
    }
  } catch (error) {
    const refusal = toUploadError(error);
    if (refusal.code === 'MALFORMED_UPLOAD')
      request.log.info({ err: error }, 'upload refused: unreadable multipart body');
    throw refusal;
  }
  return upload;
}

function oneImageOnly(): AppError {
  const message = 'Envie uma imagem por vez.';
  return new AppError('VALIDATION', { message, fields: { file: message } });
}

/**
 * Maps a failure to read a multipart body to an AppError: an oversized file → FILE_TOO_LARGE; a
 * second file → VALIDATION; anything else the parser throws → MALFORMED_UPLOAD (400). The parser
 * reads nothing but the bytes the client sent, so all it can refuse is the client's doing: a
 * Content-Type without a boundary (busboy's 'Multipart: Boundary not found'), a body that ends
 * before its closing boundary ('Part terminated early', 'Unexpected end of multipart data'), too
 * many parts or fields, a field named like a prototype property, a request closed half-way.
 */
export function toUploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code } = (error ?? {}) as { code?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('FILE_TOO_LARGE');
  if (code === 'FST_FILES_LIMIT') return oneImageOnly();
  return new AppError('MALFORMED_UPLOAD');
}
