/** A list's position in the query string (`?cursor=`): one field and one message for every keyset list. */
import { z } from 'zod';
import '../zod-locale.ts';

/** What any list answers for a cursor it did not write (the field's message and the server's). */
export const CURSOR_INVALID = 'Cursor inválido';

/** Opaque text the server wrote as `next_cursor`; blank is no cursor (the first page). */
export const cursorQueryField = z.preprocess(
  (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string({ error: CURSOR_INVALID }).max(200, { error: CURSOR_INVALID }).optional(),
);
