import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import type { Deps } from '../app-deps.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase, type DatabaseKind } from './databases.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: FastifyInstance;
  deps: Deps;
  database: Database;
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
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: TEST_ORIGIN, LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000', ...env });
  const { app, deps } = await buildApp({ config, database, overrides, logger: false });
  await app.ready();
  return {
    app,
    deps,
    database,
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
