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

  it('detects the type from the bytes, caps the size at 1024 px and names the key by user and folder', async () => {
    const storage = new MemoryStorage();
    const png = await image(3000, 1500).png().toBuffer();
    const stored = await storeImage({ storage }, { userId, folder: 'jobs', file: fileOf(png) });
    expect(stored.key).toMatch(new RegExp(`^${userId}/jobs/\\d{13}-[0-9a-f]{16}\\.png$`));
    expect(stored).toMatchObject({ url: `https://cdn.example/${stored.key}`, contentType: 'image/png' });
    const saved = storage.files.get(stored.key);
    expect(saved?.contentType).toBe('image/png');
    expect(await sharp(saved!.body).metadata()).toMatchObject({ width: 1024, height: 512 });
  });

  it('never enlarges a small image', async () => {
    const storage = new MemoryStorage();
    const stored = await storeImage(
      { storage },
      { userId, folder: 'avatars', file: fileOf(await image(10, 8).jpeg().toBuffer()) },
    );
    expect(await sharp(storage.files.get(stored.key)!.body).metadata()).toMatchObject({
      format: 'jpeg',
      width: 10,
      height: 8,
    });
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
    expect(await deleteStoredImage({ storage }, 'u1', 'https://cdn.example/u2/avatars/a.png')).toBe(false);
    expect(await deleteStoredImage({ storage }, 'u1', 'https://elsewhere.example/u1/avatars/a.png')).toBe(false);
    expect(await deleteStoredImage({ storage }, 'u1', null)).toBe(false);
    expect(storage.deleted).toEqual(['u1/avatars/a.png']);
  });
});
