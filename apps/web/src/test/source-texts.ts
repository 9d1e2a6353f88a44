import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The text of each .ts and .tsx file of the web's source (src/), for checks of what it writes. */
export function sourceTexts({ withTests = true }: { withTests?: boolean } = {}): string[] {
  const root = join(import.meta.dirname, '..');
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && (withTests || !/\.test\.tsx?$/.test(entry.name)))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}
