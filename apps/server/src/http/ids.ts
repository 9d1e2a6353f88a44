/** Any UUID spelling PostgreSQL's uuid type accepts in our URLs (lower or upper case, with dashes). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a path id can name a row. Services answer a non-UUID id with the same 404 as an
 * unknown one, so the database never sees (and never fails on) a malformed id.
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
