import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type OpenApi = {
  openapi: string;
  info: { title: string };
  paths: Record<
    string,
    Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> } }>
  >;
};

/** The API's OpenAPI document, generated from the same zod schemas the routes validate with. */
describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => t.close());

  it('publishes an OpenAPI 3 document of every /api route, with the request schemas', async () => {
    const res = await t.request({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const doc = res.json<OpenApi>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Vamos Trabalhar API');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/jobs', '/api/auth/login', '/api/contractor/jobs']),
    );
    const login = doc.paths['/api/auth/login']?.post?.requestBody?.content['application/json']?.schema;
    expect(Object.keys(login?.properties ?? {})).toEqual(expect.arrayContaining(['email', 'password']));
    // Every route of the route table is documented (the docs route itself and the SPA aside).
    const bare = (path: string) => path.replace(/\/$/, '');
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((m) => `${m.toUpperCase()} ${bare(path)}`),
      ),
    );
    const missing = t.routes
      .filter((r) => r.url.startsWith('/api/') && r.url !== '/api/docs')
      .map((r) => `${r.method} ${bare(r.url.replace(/:([A-Za-z_]+)/g, '{$1}'))}`)
      .filter((route) => !documented.has(route));
    expect(missing).toEqual([]);
  });
});
