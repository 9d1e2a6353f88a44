import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { RouteEntry } from '../http/route-table.ts';
import type { Deps } from '../app-deps.ts';
import { loadConfig } from '../config.ts';
import { openPostgres, type Database } from '../db/client.ts';
import { PostgresBus, type Backoff } from '../modules/realtime/postgres-bus.ts';
import { openTestDatabase, type DatabaseKind } from './databases.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/**
 * What a production start needs (config refuses to boot without it), for tests of production-only
 * behaviour. The database URL is never opened: tests pass their own database to buildApp.
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'segredo-de-producao-com-mais-de-32-caracteres',
  DATABASE_URL: 'postgres://nao-usado@localhost/nao-usado',
  WEB_DIST_DIR: './nao-existe',
  ASAAS_API_KEY: 'chave-de-producao',
  ASAAS_WEBHOOK_TOKEN: 'token-do-webhook-de-producao',
  SUPPORT_WHATSAPP: '5521987654321',
};

export type TestApp = {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
  /** Every route the app serves (method and URL pattern), as registered. */
  routes: RouteEntry[];
  /** app.inject with JSON and the browser's Origin by default. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  overrides: Parameters<typeof buildApp>[0]['overrides'] = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  // A configuration the app refuses must not leave the test's PostgreSQL database behind.
  return startTestApp(database, env, overrides).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
}

/**
 * A second instance on the PostgreSQL database of `first`, as a second server process behind a
 * load balancer would be: its own pool and its own realtime LISTEN connection, the same auth
 * secret (so a session cookie from one instance works on the other). Close it before `first`;
 * closing it leaves the database in place.
 */
export async function createSiblingTestApp(
  first: TestApp,
  env: Record<string, string> = {},
  options: { listenerBackoff?: Backoff } = {},
): Promise<TestApp> {
  const { connectionString } = first.database;
  if (first.database.kind !== 'postgres' || !connectionString) {
    throw new Error('a sibling instance needs a PostgreSQL test database (PGlite has one connection)');
  }
  // Its share of a race's requests; with the first pool and another test file's, under max_connections (100).
  const database = openPostgres(connectionString, { max: 25 });
  // A test that needs the LISTEN connection to stay down for a while slows its reconnection.
  const events = options.listenerBackoff
    ? await PostgresBus.start({ connectionString, db: database.db, log: SILENT_LOG, backoff: options.listenerBackoff })
    : undefined;
  return startTestApp(database, env, events ? { events } : {});
}

const SILENT_LOG = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** The app on a database the test opened itself (one migrated only so far, say); `close()` closes both. */
export async function startTestApp(
  database: Database,
  env: Record<string, string> = {},
  overrides: Parameters<typeof buildApp>[0]['overrides'] = {},
): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_ORIGIN,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const { app, deps, routes } = await buildApp({ config, database, overrides, logger: false });
  await app.ready();
  return {
    app,
    deps,
    database,
    routes,
    request: ({ cookie, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** The cookie header a browser would send back after this response. */
export function cookieFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}
