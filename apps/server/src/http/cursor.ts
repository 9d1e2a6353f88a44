import { CURSOR_INVALID } from '@vamos/shared/schemas/page-query';
import { AppError } from './app-error.ts';
import { isUuid } from './ids.ts';

/** A keyset position: strictly after the row with this timestamp (microsecond ISO text) and id. */
export type Cursor = { at: string; id: string };

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/**
 * A date and time the calendar has: JavaScript rolls '02-30' over to March and '24:00' to the next
 * day where PostgreSQL would refuse the text (a 500), so the instant must read back unchanged.
 */
function isRealInstant(at: string): boolean {
  const ms = Date.parse(at);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 19) === at.slice(0, 19);
}

/** Opaque to the browser: base64url of `<timestamp>|<id>`. */
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.at}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The position a `next_cursor` names; a forged or damaged one is a 400. */
export function decodeCursor(value: string | undefined): Cursor | undefined {
  if (value === undefined) return undefined;
  const [at, id, ...rest] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  if (rest.length > 0 || !at || !id || !TIMESTAMP.test(at) || !isUuid(id) || !isRealInstant(at)) {
    throw new AppError('VALIDATION', {
      message: CURSOR_INVALID,
      fields: { cursor: CURSOR_INVALID },
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
