import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@vamos/shared/images';
import { FORM_ERROR_TEXTS } from '@vamos/shared/form-error-texts';

/** The `accept` attribute of the image inputs. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

function isAcceptedType(type: string): boolean {
  return (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(type);
}

/**
 * The message that refuses an image before it is sent (spec 01 §5 "Image upload", spec 02 §8 "Upload"), or null.
 * The server checks the file's real content again.
 */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!isAcceptedType(file.type)) return FORM_ERROR_TEXTS.UNSUPPORTED_FILE;
  if (file.size > MAX_UPLOAD_BYTES) return FORM_ERROR_TEXTS.FILE_TOO_LARGE;
  return null;
}
