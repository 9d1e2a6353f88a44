import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { TEMPLATE_PATH } from './paths.ts';

/** Builds the migrated PGlite data directory once; each test file loads a copy (~1 s instead of ~6 s). */
export default async function setup(): Promise<void> {
  const database = await openPglite();
  await migrate(database);
  const dump = await database.pglite!.dumpDataDir('none');
  mkdirSync(new URL('.', `file://${TEMPLATE_PATH}`).pathname, { recursive: true });
  // Write then rename, so a concurrent run never reads a half-written template.
  const partial = `${TEMPLATE_PATH}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, TEMPLATE_PATH);
  await database.close();
}
