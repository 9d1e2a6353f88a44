import { JOB_MESSAGES } from '@vamos/shared/schemas/jobs';
import { AppError } from './app-error.ts';
import { isUuid } from './ids.ts';

/** A keyset position: strictly after the row with this timestamp (microsecond ISO text) and id. */
export type Cursor = { at: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** Opaque to the browser: base64url of `<timestamp>|<id>`. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The position a `next_cursor` names; a forged or damaged one is a 400. */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (value === undefined) return undefined;
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !TIMESTAMP.test(at) || !isUuid(id) || Number.isNaN(Date.parse(at))) {
    throw new AppError('VALIDATION', {
      message: JOB_MESSAGES.cursorInvalid,
      fields: { cursor: JOB_MESSAGES.cursorInvalid },
    });
  }
  return { at, id };
}

/** Splits `take = limit + 1` rows into the page and the cursor of the next one. */
export function paginate<T>(
  rows: T[],
  limit: number,
  cursorOf: (row: T) => Cursor,
): { page: T[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, next: rows.length > limit && last ? encodeCursor(cursorOf(last)) : null };
}
