/** One `no-restricted-imports` pattern: the import specifiers it refuses, and why. */
export type RestrictedImportPattern = { group: string[]; message: string; allowTypeImports?: boolean };

export function serverImportRules(isRoute: boolean): RestrictedImportPattern[];
