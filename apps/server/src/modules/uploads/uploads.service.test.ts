import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import type { StorageProvider } from '../../providers/storage/storage-provider.ts';
import type { UploadedFile } from './multipart.ts';
import { deleteStoredImage, storeImage } from './uploads.service.ts';

class MemoryStorage implements StorageProvider {
  readonly files = new Map<string, { body: Buffer; contentType: string }>();
  readonly deleted: string[] = [];
  async put(key: string, body: Buffer, contentType: string) {
    this.files.set(key, { body, contentType });
    return `https://cdn.example/${key}`;
  }
  async delete(key: string) {
    this.deleted.push(key);
    this.files.delete(key);
  }
  keyFromUrl(url: string) {
    return url.startsWith('https://cdn.example/') ? url.slice('https://cdn.example/'.length) : null;
  }
}

const fileOf = (bytes: Buffer, options: { truncated?: boolean; fieldname?: string } = {}): UploadedFile => ({
  fieldname: options.fieldname ?? 'file',
  toBuffer: async () => bytes,
  file: { truncated: options.truncated ?? false },
});

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#123456' } });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error.code;
}

describe('storeImage', () => {
  const userId = '6f1c2b1e-0000-4000-8000-000000000001';

  it('detects the type from the bytes, stores the two WebP sizes of the folder and names the keys by user and folder', async () => {
    const storage = new MemoryStorage();
    const png = await image(3000, 1500).png().toBuffer();
    const stored = await storeImage({ storage }, { userId, folder: 'jobs', file: fileOf(png) });
    expect(stored.key).toMatch(new RegExp(`^${userId}/jobs/\\d{13}-[0-9a-f]{16}\\.webp$`));
    expect(stored).toMatchObject({ url: `https://cdn.example/${stored.key}`, contentType: 'image/webp' });
    const large = storage.files.get(stored.key);
    const small = storage.files.get(stored.key.replace(/\.webp$/, '-sm.webp'));
    expect([large?.contentType, small?.contentType]).toEqual(['image/webp', 'image/webp']);
    expect(await sharp(large!.body).metadata()).toMatchObject({ format: 'webp', width: 1280, height: 720 });
    expect(await sharp(small!.body).metadata()).toMatchObject({ format: 'webp', width: 480, height: 270 });
    expect(storage.files.size).toBe(2);
  });

  it('gives a small image the dimensions the page expects, and fits a logo whole', async () => {
    const storage = new MemoryStorage();
    const avatar = await storeImage(
      { storage },
      { userId, folder: 'avatars', file: fileOf(await image(10, 8).jpeg().toBuffer()) },
    );
    expect(await sharp(storage.files.get(avatar.key)!.body).metadata()).toMatchObject({
      format: 'webp',
      width: 320,
      height: 320,
    });
    const logo = await storeImage(
      { storage },
      { userId, folder: 'logos', file: fileOf(await image(400, 100).png().toBuffer()) },
    );
    const { data, info } = await sharp(storage.files.get(logo.key)!.body)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 320]);
    // Contained, not cropped: the corner is transparent, the centre is the logo.
    expect(data[3]).toBe(0);
    expect(data[(160 * 320 + 160) * 4 + 3]).toBe(255);
  });

  it('answers FILE_TOO_LARGE for a file the parser truncated', async () => {
    const storage = new MemoryStorage();
    const png = await image(10, 10).png().toBuffer();
    expect(
      await codeOf(storeImage({ storage }, { userId, folder: 'avatars', file: fileOf(png, { truncated: true }) })),
    ).toBe('FILE_TOO_LARGE');
    expect(storage.files.size).toBe(0);
  });

  it.each([
    ['WebP', () => image(10, 10).webp().toBuffer()],
    ['plain text', async () => Buffer.from('olá, mundo')],
    [
      'a PNG signature followed by junk',
      async () => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(64, 7)]),
    ],
    ['an empty file', async () => Buffer.alloc(0)],
  ])('answers UNSUPPORTED_FILE for %s', async (_name, bytes) => {
    const storage = new MemoryStorage();
    expect(await codeOf(storeImage({ storage }, { userId, folder: 'avatars', file: fileOf(await bytes()) }))).toBe(
      'UNSUPPORTED_FILE',
    );
    expect(storage.files.size).toBe(0);
  });

  it('answers VALIDATION without a file or with another field name', async () => {
    const storage = new MemoryStorage();
    expect(await codeOf(storeImage({ storage }, { userId, folder: 'avatars', file: undefined }))).toBe('VALIDATION');
    const png = await image(10, 10).png().toBuffer();
    expect(
      await codeOf(storeImage({ storage }, { userId, folder: 'avatars', file: fileOf(png, { fieldname: 'foto' }) })),
    ).toBe('VALIDATION');
  });
});

describe('deleteStoredImage', () => {
  it("deletes only this storage's files in the user's own folder", async () => {
    const storage = new MemoryStorage();
    expect(await deleteStoredImage({ storage }, 'u1', 'https://cdn.example/u1/avatars/a.png')).toBe(true);
    expect(await deleteStoredImage({ storage }, 'u1', 'https://cdn.example/u1/avatars/b.webp')).toBe(true);
    expect(await deleteStoredImage({ storage }, 'u1', 'https://cdn.example/u2/avatars/a.png')).toBe(false);
    expect(await deleteStoredImage({ storage }, 'u1', 'https://elsewhere.example/u1/avatars/a.png')).toBe(false);
    expect(await deleteStoredImage({ storage }, 'u1', null)).toBe(false);
    expect(storage.deleted).toEqual(['u1/avatars/a.png', 'u1/avatars/b.webp', 'u1/avatars/b-sm.webp']);
  });
});
