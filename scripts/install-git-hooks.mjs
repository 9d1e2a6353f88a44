// `npm install` (prepare): installs the pre-commit hook that formats what is committed with
// Prettier, then lints its code with ESLint (no warning allowed: a lint error refuses the commit).
// lint-staged (package.json) runs both on the staged files only, partially staged ones handled;
// the code globs and the rest do not overlap, so Prettier has written a file before ESLint reads it.
// Outside a git checkout (a production copy, a tarball) there is nothing to install.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

let hooksDir;
try {
  hooksDir = execFileSync('git', ['rev-parse', '--git-path', 'hooks'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
} catch {
  process.exit(0);
}
if (!existsSync(hooksDir)) mkdirSync(hooksDir, { recursive: true });
writeFileSync(
  `${hooksDir}/pre-commit`,
  '#!/bin/sh\n# Installed by scripts/install-git-hooks.mjs (npm install).\nexec npx --no-install lint-staged\n',
  { mode: 0o755 },
);
