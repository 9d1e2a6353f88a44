import jsQR from 'jsqr';
import { CHECK_IN_CODE_LENGTH } from '@vamos/shared/check-in';

const CODE = new RegExp(`^\\d{${CHECK_IN_CODE_LENGTH}}$`);

/**
 * The check-in code in a camera frame (RGBA pixels), or null: a QR code is found and holds the
 * contractor's 6 digits. Anything else (another QR code, none) is null. Loaded with the camera only.
 */
export function decodeCheckInCode(frame: { data: Uint8ClampedArray; width: number; height: number }): string | null {
  const found = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
  const text = found?.data.trim() ?? '';
  return CODE.test(text) ? text : null;
}
