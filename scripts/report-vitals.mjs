// `npm run report:vitals [-- --days N]`: the real-user Core Web Vitals (decision 0015) of the last
// N days (7 by default): p75 per route and metric, the number of samples, the share rated good.
// Reads the database the app uses: DATABASE_URL (PostgreSQL) when set, else the embedded PGlite
// directory of `npm start` (PGLITE_DIR, ./data/pglite by default), which only one process may open:
// stop the server first. Also deletes the rows past the 30-day retention.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatReport, parseDays, REPORT_SQL, RETENTION_SQL } from './vitals-report.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** `{ query(text, params), close() }` over PostgreSQL or the embedded PGlite directory. */
async function openDatabase({ force }) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      where: 'PostgreSQL (DATABASE_URL)',
      query: (text, params) => client.query(text, params),
      close: () => client.end(),
    };
  }
  const dir = resolve(process.env.PGLITE_DIR ?? './data/pglite');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    fail(`Nenhum banco embutido em ${dir}: rode \`npm start\` uma vez, ou defina DATABASE_URL.`);
  }
  // PGlite has no lock of its own: a second process on the directory of a running server would corrupt it.
  // The embedded server keeps postmaster.pid there while it runs and removes it when it stops.
  if (existsSync(join(dir, 'postmaster.pid')) && !force) {
    fail(
      `O banco embutido em ${dir} está em uso: pare o servidor (\`npm start\`) e rode de novo.\n` +
        'O PGlite só pode ser aberto por um processo. Se nenhum servidor estiver rodando (ele foi\n' +
        'encerrado à força), rode com --force.',
    );
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { citext } = await import('@electric-sql/pglite/contrib/citext');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const db = await PGlite.create({ dataDir: dir, extensions: { citext, pg_trgm, unaccent } });
  return {
    where: `PGlite embutido em ${dir}`,
    query: (text, params) => db.query(text, params),
    close: () => db.close(),
  };
}

const { values } = parseArgs({
  options: { days: { type: 'string', default: '7' }, force: { type: 'boolean', default: false } },
});
let days;
try {
  days = parseDays(values.days);
} catch (error) {
  fail(error.message);
}

const database = await openDatabase({ force: values.force });
let report;
try {
  const { rows: tables } = await database.query("SELECT to_regclass('web_vitals') IS NOT NULL AS ok");
  if (tables[0]?.ok) {
    await database.query(RETENTION_SQL);
    const { rows } = await database.query(REPORT_SQL, [days]);
    report = formatReport(rows, days);
  }
} finally {
  // Always closed: a PGlite directory left open keeps its postmaster.pid.
  await database.close();
}
if (report === undefined) fail(`${database.where} ainda não tem a tabela web_vitals: inicie o servidor para migrar.`);
console.info(`${report}\n(${database.where})`);
