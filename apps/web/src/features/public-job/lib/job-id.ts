const UUID_AT_END = /(?:^|-)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The job id at the end of a public page's `{slug}-{id}`, lower case, or null (the server reads it alike). */
export function jobIdOf(slugId: string): string | null {
  return UUID_AT_END.exec(slugId)?.[1]?.toLowerCase() ?? null;
}
