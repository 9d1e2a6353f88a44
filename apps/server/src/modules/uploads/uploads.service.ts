import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES, type AcceptedImageType } from '@vamos/shared/constants';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { toUploadError, type UploadedFile } from './multipart.ts';

export type ImageFolder = 'avatars' | 'logos' | 'jobs';

export type StoredImage = { key: string; url: string; contentType: AcceptedImageType };

/** Stored images are at most this wide and tall (aspect ratio kept, never enlarged). */
export const MAX_IMAGE_SIDE = 1024;
/** Decoding larger images (decompression bombs) is refused. */
const MAX_INPUT_PIXELS = 50_000_000;

const EXTENSION: Record<AcceptedImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' };

const isAccepted = (mime: string): mime is AcceptedImageType =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime);

/**
 * Validates and stores an uploaded image: at most MAX_UPLOAD_BYTES (413 FILE_TOO_LARGE), a JPEG,
 * PNG or GIF by its bytes, whatever its name or declared type (400 UNSUPPORTED_FILE), re-encoded
 * (EXIF orientation applied, all metadata dropped, at most 1024 px; an animated GIF stays
 * animated) and written to storage at `{userId}/{folder}/{timestamp}-{random}.{ext}`.
 */
export async function storeImage(
  deps: Pick<Deps, 'storage'>,
  input: { userId: string; folder: ImageFolder; file: UploadedFile | undefined },
): Promise<StoredImage> {
  const { file } = input;
  if (!file) throw noFile();
  // Read (drain) the part before anything else. toBuffer() stops silently at the fileSize limit:
  // a truncated file was too large.
  const original = await file.toBuffer().catch((error: unknown) => {
    throw toUploadError(error);
  });
  if (file.fieldname !== 'file') throw noFile();
  if (file.file.truncated || original.length > MAX_UPLOAD_BYTES) throw new AppError('FILE_TOO_LARGE');

  const detected = await fileTypeFromBuffer(original);
  if (!detected || !isAccepted(detected.mime)) throw new AppError('UNSUPPORTED_FILE');
  const contentType = detected.mime;

  const body = await reencode(original, contentType);
  const key = `${input.userId}/${input.folder}/${Date.now()}-${randomBytes(8).toString('hex')}.${EXTENSION[contentType]}`;
  const url = await deps.storage.put(key, body, contentType);
  return { key, url, contentType };
}

function noFile(): AppError {
  return new AppError('VALIDATION', { message: 'Selecione uma imagem.', fields: { file: 'Selecione uma imagem.' } });
}

async function reencode(input: Buffer, type: AcceptedImageType): Promise<Buffer> {
  const animated = type === 'image/gif';
  try {
    const image = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true });
    switch (type) {
      case 'image/jpeg':
        return await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
      case 'image/png':
        return await image.png({ compressionLevel: 9 }).toBuffer();
      case 'image/gif':
        return await image.gif().toBuffer();
      default: {
        const never: never = type;
        throw new Error(`Unexpected image type ${String(never)}`);
      }
    }
  } catch {
    // The bytes start like an image but do not decode as one (corrupt or crafted).
    throw new AppError('UNSUPPORTED_FILE');
  }
}

/**
 * Deletes a file this app stored for `userId`, given its public URL. URLs of other origins or of
 * another user's folder are left alone. Returns whether a delete was issued.
 */
export async function deleteStoredImage(
  deps: Pick<Deps, 'storage'>,
  userId: string,
  url: string | null,
): Promise<boolean> {
  if (!url) return false;
  const key = deps.storage.keyFromUrl(url);
  if (!key || !key.startsWith(`${userId}/`)) return false;
  await deps.storage.delete(key);
  return true;
}
