import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { decodeCursor, encodeCursor, paginate } from './cursor.ts';

const id = randomUUID();
const forged = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('keyset cursors', () => {
  it('decodes what it encoded; no cursor is the first page', () => {
    const cursor = { at: '2030-01-31T23:59:59.123456Z', id };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it.each([
    ['not base64 of a cursor', 'nao-e-um-cursor'],
    ['an id that is no uuid', forged('2030-01-01T00:00:00.000000Z|x')],
    ['milliseconds only', forged(`2030-01-01T00:00:00.000Z|${id}`)],
    ['a third part', forged(`2030-01-01T00:00:00.000000Z|${id}|mais`)],
    ['a day the month does not have', forged(`2030-02-30T00:00:00.000000Z|${id}`)],
    ['hour 24', forged(`2030-01-01T24:00:00.000000Z|${id}`)],
    ['minute 60', forged(`2030-01-01T10:60:00.000000Z|${id}`)],
    ['empty', ''],
  ])('refuses %s with the one 400 of every list', (_, value) => {
    let error: unknown;
    try {
      decodeCursor(value);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'VALIDATION',
      status: 400,
      message: 'Cursor inválido',
      fields: { cursor: 'Cursor inválido' },
    });
  });

  it('paginates limit + 1 rows into a page and the cursor of its last row', () => {
    const rows = [1, 2, 3].map((n) => ({ n, at: `2030-01-0${n}T00:00:00.000000Z`, id }));
    expect(paginate(rows, 2, (r) => r)).toEqual({ page: rows.slice(0, 2), next: encodeCursor(rows[1]!) });
    expect(paginate(rows, 3, (r) => r)).toEqual({ page: rows, next: null });
  });
});
