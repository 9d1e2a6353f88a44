import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.ts';
import { DiskStorage } from './disk-storage.ts';

describe('DiskStorage', () => {
  const root = mkdtempSync(join(tmpdir(), 'vt-disk-'));
  const storage = new DiskStorage(join(root, 'uploads'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes under its root and answers /uploads/<key>', async () => {
    const url = await storage.put('u1/logos/1-a.png', Buffer.from('png'), 'image/png');
    expect(url).toBe('/uploads/u1/logos/1-a.png');
    expect(readFileSync(join(root, 'uploads', 'u1', 'logos', '1-a.png'), 'utf8')).toBe('png');
    expect(storage.keyFromUrl(url)).toBe('u1/logos/1-a.png');
  });

  it('never overwrites a key', async () => {
    await expect(storage.put('u1/logos/1-a.png', Buffer.from('other'), 'image/png')).rejects.toThrow();
  });

  it('deletes, and deleting a missing file is fine', async () => {
    await storage.delete('u1/logos/1-a.png');
    expect(existsSync(join(root, 'uploads', 'u1', 'logos', '1-a.png'))).toBe(false);
    await expect(storage.delete('u1/logos/1-a.png')).resolves.toBeUndefined();
  });

  it.each(['../escape.png', 'u1/../../escape.png', '/etc/passwd', 'u1//a.png', 'u1\\a.png', '.hidden/a.png', ''])(
    'refuses the unsafe key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Unsafe/);
      expect(storage.keyFromUrl(`/uploads/${key}`)).toBeNull();
    },
  );

  it('ignores URLs it did not produce', () => {
    expect(storage.keyFromUrl('https://example.com/uploads/u1/a.png')).toBeNull();
    expect(storage.keyFromUrl('/static/u1/a.png')).toBeNull();
  });

  it('is what createStorage picks without S3_BUCKET', () => {
    const picked = createStorage({
      UPLOADS_DIR: join(root, 'picked'),
      S3_BUCKET: undefined,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: undefined,
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      S3_PUBLIC_URL: undefined,
    });
    expect(picked).toBeInstanceOf(DiskStorage);
    expect(existsSync(join(root, 'picked'))).toBe(true);
  });
});
