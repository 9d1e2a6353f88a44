import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openPglite, openPostgres, type Database } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedDemo, type DemoAccount } from './db/seed-demo.ts';
import { hashPassword } from './modules/auth/password-hash.ts';
import { grantOpeningBalance } from './modules/wallet/opening-balance.ts';
import { shutDown } from './shutdown.ts';
import { startBanner } from './start-banner.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const database: Database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : await openPglite({ dataDir: config.PGLITE_DIR });
  const applied = await migrate(database);
  // Demo accounts and jobs: on by default for the embedded database, opt-in (SEED_DEMO=true) on PostgreSQL.
  const demo =
    (config.SEED_DEMO ?? database.kind === 'pglite')
      ? await seedDemo(database.db, { hashPassword, grantOpeningBalance })
      : null;
  const { app, deps } = await buildApp({ config, database });
  if (applied.length) app.log.info({ applied }, 'migrations applied');

  // Graceful stop (shutdown.ts): drain, close, and exit 0; a close that outlasts the timeout exits 1.
  // The same signal often comes twice (to the process group, and forwarded by `npm start`'s parent):
  // a second one while stopping is ignored, where Node's default would end the process at once.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainSeconds: config.SHUTDOWN_DRAIN_SECONDS }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.error({ timeoutSeconds: config.SHUTDOWN_TIMEOUT_SECONDS }, 'shutdown timed out, exiting anyway');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    deadline.unref();
    try {
      await shutDown({ app, deps, database }, { drainMs: config.SHUTDOWN_DRAIN_SECONDS * 1000 });
      app.log.info('shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite embutido em ${config.PGLITE_DIR}`;
  console.info(startBanner(config, app.server.address(), where));
  if (demo) console.info(demoBanner(demo.accounts));
}

/** The demo logins, printed on start so anyone running `npm start` can try both sides. */
function demoBanner(accounts: DemoAccount[]): string {
  const label = {
    freelancer: 'Freelancer',
    contractor: 'Contratante',
    manager: 'Gerente',
    operator: 'Operador',
  } as const;
  const lines = accounts.map((a) => `  ${label[a.role].padEnd(12)} ${a.email}  senha: ${a.password}  (${a.name})`);
  return ['Contas de demonstração (SEED_DEMO=false desativa):', ...lines, ''].join('\n');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
