import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeCheckInCode } from './decode-check-in-code';

/** A QR code of `text` as a camera frame would hold it: RGBA pixels, `scale` pixels a module, a white border. */
function frameOf(text: string, scale = 4, border = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = (modules.size + border * 2) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const [mx, my] = [Math.floor(x / scale) - border, Math.floor(y / scale) - border];
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx);
      if (dark) data.fill(0, (y * size + x) * 4, (y * size + x) * 4 + 3);
    }
  }
  return { data, width: size, height: size };
}

/** The camera path of 'Cheguei': the QR code the contractor's screen shows is read back as its 6 digits. */
describe('decodeCheckInCode', () => {
  it('reads the 6 digits of the QR code the server draws', () => {
    expect(decodeCheckInCode(frameOf('042917'))).toBe('042917');
  });

  it('ignores a QR code that is not a check-in code, and a frame without one', () => {
    expect(decodeCheckInCode(frameOf('https://example.com/vaga'))).toBeNull();
    expect(decodeCheckInCode({ data: new Uint8ClampedArray(64 * 64 * 4).fill(255), width: 64, height: 64 })).toBeNull();
  });
});
