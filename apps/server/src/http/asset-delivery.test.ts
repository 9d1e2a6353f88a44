import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/signed-in-user.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX_HTML = `<!doctype html><html><head><title>Vamos Trabalhar</title></head><body>${'<div id="root"></div>'.repeat(40)}</body></html>`;
const APP_JS = `console.log(${JSON.stringify('Vamos Trabalhar '.repeat(200))});\n`;

/** What the web build writes for its first-load routes (apps/web/first-load-routes.json). */
const ROUTE_PRELOADS = [
  { path: '/freelancer/jobs', files: ['/assets/app-shell-a1.js', '/assets/jobs-page-b2.js'] },
  { path: '/jobs/:id', files: ['/assets/app-shell-a1.js', '/assets/job-detail-page-c3.js'] },
  { path: '/', files: ['/assets/landing-page-d4.js'] },
];

/** A built SPA as Vite and the compression plugin leave it: hashed assets with their .br and .gz. */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vt-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/app-abc123.js': APP_JS,
    'manifest.webmanifest': JSON.stringify({ name: 'Vamos Trabalhar', short_name: 'Vamos' }),
    'route-preloads.json': JSON.stringify(ROUTE_PRELOADS),
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dir, name), text);
    if (name === 'manifest.webmanifest' || name === 'route-preloads.json') continue;
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  }
  return dir;
}

describe('asset delivery', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp('pglite', { WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers: { 'accept-encoding': '', ...headers } });

  it('sends a hashed asset precompressed by Accept-Encoding, br first, cached for a year', async () => {
    const br = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);

    const identity = await get('/assets/app-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(APP_JS);

    for (const res of [br, gzip, identity]) {
      expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    }
  });

  it('answers a missing asset or file with 404, never the HTML shell', async () => {
    for (const url of ['/assets/nope-123.js', '/assets/app-abc123.js.map', '/favicon.ico', '/nada.png']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toContain('text/html');
    }
    // The compressed siblings are not files of their own.
    expect((await get('/assets/app-abc123.js.br')).statusCode).toBe(404);
  });

  it('serves index.html for client routes, no-cache with an ETag, 304 when unchanged, compressed too', async () => {
    for (const url of ['/', '/freelancer/jobs', '/jobs/6f1d0c1e-2b9a-4f7e-9d59-0b1c2d3e4f50', '/login?next=/x']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe(INDEX_HTML);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeTruthy();
      const again = await get(url, { 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    const br = await get('/freelancer/jobs', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('text/html');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it("names the chunks of a first-load route's page in a modulepreload Link header", async () => {
    const board = await get('/freelancer/jobs', { 'accept-encoding': 'br, gzip' });
    expect(board.statusCode).toBe(200);
    expect(board.headers.link).toBe(
      '</assets/app-shell-a1.js>; rel=modulepreload; crossorigin, </assets/jobs-page-b2.js>; rel=modulepreload; crossorigin',
    );
    expect(brotliDecompressSync(board.rawPayload).toString()).toBe(INDEX_HTML);
    const detail = await get('/jobs/6f1d0c1e-2b9a-4f7e-9d59-0b1c2d3e4f50?from=alerta');
    expect(detail.headers.link).toContain('</assets/job-detail-page-c3.js>; rel=modulepreload');
    expect((await get('/')).headers.link).toBe('</assets/landing-page-d4.js>; rel=modulepreload; crossorigin');
    // Another route, a deeper path, a file or an asset: no preloads.
    for (const url of [
      '/login',
      '/jobs/1/extra',
      '/freelancer/jobsx',
      '/manifest.webmanifest',
      '/assets/app-abc123.js',
    ]) {
      expect((await get(url)).headers.link, url).toBeUndefined();
    }
  });

  it('revalidates the unhashed files (the manifest) each time', async () => {
    const res = await get('/manifest.webmanifest', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it('compresses JSON answers over 1 KB on the fly, not small ones', async () => {
    const big = await get('/api/docs', { 'accept-encoding': 'br, gzip' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['content-type']).toContain('application/json');
    const docs = JSON.parse(brotliDecompressSync(big.rawPayload).toString()) as { openapi?: string };
    expect(docs.openapi).toBeTruthy();

    const gzip = await get('/api/docs', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).length).toBeGreaterThan(1024);

    const plain = await get('/api/docs');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const small = await get('/api/health', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();

    const missing = await get('/api/nao-existe', { 'accept-encoding': 'br, gzip' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('never compresses the event stream', async () => {
    const user = await createSignedInUser(t);
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const controller = new AbortController();
    try {
      const stream = await fetch(`${url}/api/events`, {
        headers: { cookie: user.cookie, 'accept-encoding': 'br, gzip' },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.headers.get('content-encoding')).toBeNull();
    } finally {
      controller.abort();
    }
  });
});
