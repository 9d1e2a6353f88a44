/**
 * Where uploaded files live. Keys are relative paths such as `{userId}/avatars/{name}.png`
 * (letters, digits, '-', '_', '.', separated by '/'); URLs are what the browser loads.
 */
export interface StorageProvider {
  /** Stores the bytes under `key` (replacing nothing: keys are unique) and returns the public URL. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Removes the file; removing a missing file is not an error. */
  delete(key: string): Promise<void>;
  /** The key of a URL this storage produced, or null for any other URL. */
  keyFromUrl(url: string): string | null;
}

const KEY_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/;

/** A safe relative key: no leading '/', no empty, '.' or '..' segment, no backslash or odd character. */
export function isSafeKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((s) => s === '.' || s === '..');
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key ${JSON.stringify(key)}`);
}
