/**
 * `npm run operator:create -- email@x.com "Nome"` (decision 0048): creates an operator on the app's
 * database (DATABASE_URL, else the embedded PGlite in PGLITE_DIR: stop the server first, only one
 * process may open it) and prints the one-time link to set the password (valid for 1 hour).
 */
import Fastify from 'fastify';
import { loadConfig } from '../config.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { CreateOperatorError, createOperator } from '../modules/auth/create-operator.ts';

async function main(): Promise<number> {
  const [email, ...nameParts] = process.argv.slice(2);
  const name = nameParts.join(' ').trim();
  if (!email || !name) {
    console.error('Uso: npm run operator:create -- email@exemplo.com "Nome do operador"');
    return 2;
  }
  const config = loadConfig();
  const database: Database = config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL)
    : await openPglite({ dataDir: config.PGLITE_DIR });
  try {
    await migrate(database);
    const { link } = await createOperator(
      { db: database.db, config, log: Fastify({ logger: false }).log },
      { email, name },
    );
    console.info(`Operador criado: ${name} <${email.trim().toLowerCase()}>`);
    console.info('Link para definir a senha (uso único, válido por 1 hora):');
    console.info(link);
    console.info('Depois de definir a senha, entre em /operador/entrar e configure o aplicativo autenticador.');
    return 0;
  } catch (error) {
    if (error instanceof CreateOperatorError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
