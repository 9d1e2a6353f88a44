import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertSafeKey, isSafeKey, type StorageProvider } from './storage-provider.ts';

/** The URL prefix under which app-static.ts serves the upload directory. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** Local disk storage (the embedded default): files under `root`, served by the app at /uploads/<key>. */
export class DiskStorage implements StorageProvider {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
    mkdirSync(this.root, { recursive: true });
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<string> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body, { flag: 'wx' });
    return UPLOADS_URL_PREFIX + key;
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  keyFromUrl(url: string): string | null {
    if (!url.startsWith(UPLOADS_URL_PREFIX)) return null;
    const key = url.slice(UPLOADS_URL_PREFIX.length);
    return isSafeKey(key) ? key : null;
  }

  /** Absolute path of a key, always inside root. */
  pathOf(key: string): string {
    assertSafeKey(key);
    return join(this.root, ...key.split('/'));
  }
}
