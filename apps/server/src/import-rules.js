/**
 * The server's import arrows (ARCHITECTURE.md) as `no-restricted-imports` patterns: eslint.config.js
 * applies them to the server's files, and table-owners.test.ts shows they refuse what they should.
 */

const sqlOnlyInRepos = 'SQL and query building live in a *.repo.ts (or db/): move the query there and call it.';

/** The import patterns a server file may not use (routes: nor their own module's repo). */
export function serverImportRules(isRoute) {
  return [
    { group: ['drizzle-orm', 'drizzle-orm/*'], allowTypeImports: true, message: sqlOnlyInRepos },
    { group: ['**/db/schema.ts'], allowTypeImports: true, message: sqlOnlyInRepos },
    {
      // At any depth: another module's (../jobs/jobs.repo.ts) or a provider's (../../providers/mail/outbox.repo.ts).
      group: ['../**/*.repo.ts', '../**/*.routes.ts', '../**/*-presenter.ts'],
      message:
        "That is another module's (or provider's) internals: call its *.service.ts or one of its operation files.",
    },
    ...(isRoute
      ? [{ group: ['./*.repo.ts'], message: 'A route calls an operation or the module service, never a repo.' }]
      : []),
  ];
}
