import { ACCEPTED_IMAGE_TYPES, MAX_UPLOAD_BYTES } from '@vamos/shared/constants';
import { ERROR_MESSAGES } from '@vamos/shared/errors';

/** The `accept` attribute of the job photo input. */
export const IMAGE_ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

/** Why a chosen image is refused before upload (spec 02 §8 "Upload"), or null; the server checks again. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return ERROR_MESSAGES.UNSUPPORTED_FILE;
  if (file.size > MAX_UPLOAD_BYTES) return ERROR_MESSAGES.FILE_TOO_LARGE;
  return null;
}
