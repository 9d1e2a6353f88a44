import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_VARIANTS,
  MAX_UPLOAD_BYTES,
  type AcceptedImageType,
  type ImageFolder,
} from '@vamos/shared/images';
import { imageVariantUrl } from '@vamos/shared/images';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { toUploadError, type UploadedFile } from './multipart.ts';

export type { ImageFolder };

/** `url` and `key` name the large size; the small one is stored beside it (imageVariantUrl). */
export type StoredImage = { key: string; url: string; contentType: 'image/webp' };

/** Decoding larger images (decompression bombs) is refused. */
const MAX_INPUT_PIXELS = 50_000_000;
/** WebP quality of both sizes: photos on a phone, where bytes matter more than the last detail. */
const WEBP_QUALITY = 78;

const isAccepted = (mime: string): mime is AcceptedImageType =>
  (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(mime);

/**
 * Validates and stores an uploaded image: at most MAX_UPLOAD_BYTES (413 FILE_TOO_LARGE), a JPEG,
 * PNG or GIF by its bytes, whatever its name or declared type (400 UNSUPPORTED_FILE), re-encoded
 * as WebP in the folder's two sizes (IMAGE_VARIANTS: EXIF orientation applied, all metadata
 * dropped; an animated GIF stays animated) and written to storage at
 * `{userId}/{folder}/{timestamp}-{random}.webp` and `…-sm.webp`.
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

  const [large, small] = await Promise.all([
    reencode(original, detected.mime, input.folder, 'lg'),
    reencode(original, detected.mime, input.folder, 'sm'),
  ]);
  const key = `${input.userId}/${input.folder}/${Date.now()}-${randomBytes(8).toString('hex')}.webp`;
  // The small one first: once the large one's URL is known to anyone, both exist.
  await deps.storage.put(imageVariantUrl(key, 'sm'), small, 'image/webp');
  const url = await deps.storage.put(key, large, 'image/webp');
  return { key, url, contentType: 'image/webp' };
}

function noFile(): AppError {
  return new AppError('VALIDATION', { message: 'Selecione uma imagem.', fields: { file: 'Selecione uma imagem.' } });
}

async function reencode(
  input: Buffer,
  type: AcceptedImageType,
  folder: ImageFolder,
  variant: 'sm' | 'lg',
): Promise<Buffer> {
  const { fit } = IMAGE_VARIANTS[folder];
  const { width, height } = IMAGE_VARIANTS[folder][variant];
  try {
    return await sharp(input, { animated: type === 'image/gif', limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ width, height, fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .webp({ quality: WEBP_QUALITY, effort: 4 })
      .toBuffer();
  } catch {
    // The bytes start like an image but do not decode as one (corrupt or crafted).
    throw new AppError('UNSUPPORTED_FILE');
  }
}

/**
 * Deletes a file this app stored for `userId`, given its public URL (both sizes of an image). URLs of other origins or of
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
  const small = imageVariantUrl(key, 'sm');
  await Promise.all([deps.storage.delete(key), small === key ? undefined : deps.storage.delete(small)]);
  return true;
}
