/**
 * Code-point order, for ISO dates, times and timestamps (which sort as written). Unlike
 * localeCompare it needs no ICU collator, which a phone loads in one long task on first use.
 */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
