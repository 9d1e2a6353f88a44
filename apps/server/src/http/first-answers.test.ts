import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../test/databases.ts';
import { createJob, grant, type SignedUpUser, signupContractor, signupFreelancer } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SHELL_READS = ['/api/auth/session', '/api/config', '/api/notifications/unread-count'];
const BOARD_READS = [...SHELL_READS, '/api/wallet', '/api/jobs/cities', '/api/jobs?limit=20'];
const DETAIL_READS = [...SHELL_READS, '/api/jobs/:id'];

/** A web build as the server reads it: the real index.html (with its API preloads) and the routes' reads. */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vt-first-answers-'));
  writeFileSync(join(dir, 'index.html'), readFileSync(new URL('../../../web/index.html', import.meta.url)));
  writeFileSync(
    join(dir, 'route-preloads.json'),
    JSON.stringify([
      { path: '/freelancer/jobs', files: ['/assets/jobs-page-a1.js'], reads: BOARD_READS },
      { path: '/jobs/:id', files: [], reads: DETAIL_READS },
      { path: '/login', files: [] },
    ]),
  );
  writeFileSync(
    join(dir, 'spa-routes.json'),
    JSON.stringify({ routes: ['/', '/login', '/jobs/:id', '/freelancer/jobs'], indexable: ['/', '/login'] }),
  );
  return dir;
}

const FETCH_PRELOAD = /<link rel="preload" href="([^"]+)" as="fetch"/g;
const answersOf = (html: string): Record<string, unknown> | null => {
  const text = /<script type="application\/json" id="first-answers" data-asked-at="\d+">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  return text === undefined ? null : (JSON.parse(text) as Record<string, unknown>);
};

/**
 * A signed-in first-load page carries the API's answers to its first reads in its HTML (decision
 * 0033): the same answers the API gives that person, private to them, and nothing for anyone else.
 */
describe.each(TEST_DATABASES)('first answers written into a signed-in page on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  let freelancer: SignedUpUser;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp(kind, { WEB_DIST_DIR: dist });
    freelancer = await signupFreelancer(t);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 10);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers: { 'accept-encoding': '', ...headers } });

  it('answers the board’s first reads in its HTML, as the API answers them, and drops their preloads', async () => {
    const job = await createJob(t, contractor);
    const before = Date.now();
    const res = await page('/freelancer/jobs', { cookie: freelancer.cookie });
    expect(res.statusCode).toBe(200);
    // The moment the answers were asked, from which the page's event stream starts.
    const askedAt = Number(/data-asked-at="(\d+)"/.exec(res.body)?.[1]);
    expect(askedAt).toBeGreaterThanOrEqual(before);
    expect(askedAt).toBeLessThanOrEqual(Date.now());
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(String(res.headers.vary)).toContain('cookie');
    expect(res.headers.link).toContain('/assets/jobs-page-a1.js');
    const answers = answersOf(res.body);
    expect(Object.keys(answers ?? {}).sort()).toEqual([...BOARD_READS].sort());
    for (const url of BOARD_READS) {
      const api = await t.request({ method: 'GET', url, cookie: freelancer.cookie });
      expect(answers?.[url], url).toEqual(api.json());
    }
    expect(JSON.stringify(answers?.['/api/jobs?limit=20'])).toContain(job.id);
    // Answered here, so not preloaded: a preloaded answer nobody takes would reach a later fetch.
    expect([...res.body.matchAll(FETCH_PRELOAD)]).toEqual([]);

    const br = await page('/freelancer/jobs', { cookie: freelancer.cookie, 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(answersOf(brotliDecompressSync(br.rawPayload).toString())).toEqual(answers);
  });

  it('fills the route’s parameter into its reads, and keeps what the contractor typed inert', async () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 fim';
    const job = await createJob(t, contractor, { description: `Jantar ${hostile}` });
    const res = await page(`/jobs/${job.id}`, { cookie: freelancer.cookie });
    expect(res.body).not.toContain('<script>alert(1)');
    const answers = answersOf(res.body);
    expect(answers?.[`/api/jobs/${job.id}`]).toMatchObject({ id: job.id, description: `Jantar ${hostile}` });
  });

  it('sends the page as built to anyone not signed in, and answers only what the person may read', async () => {
    const visitors: Record<string, string>[] = [{}, { cookie: 'vt.session_token=forged.value' }, { cookie: 'other=1' }];
    for (const headers of visitors) {
      const res = await page('/freelancer/jobs', headers);
      expect(res.statusCode).toBe(200);
      expect(answersOf(res.body)).toBeNull();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect([...res.body.matchAll(FETCH_PRELOAD)].map((m) => m[1])).toEqual(['/api/auth/session', '/api/config']);
    }
    // A contractor on the freelancers' board: their session, not the board (403 to them).
    const other = answersOf((await page('/freelancer/jobs', { cookie: contractor.cookie })).body);
    expect(other?.['/api/auth/session']).toMatchObject({ user: { id: contractor.user.id } });
    expect(other).not.toHaveProperty(['/api/jobs?limit=20']);
    // A page that is not a first-load route, or whose id is not a plain id, reads nothing on the server.
    expect(answersOf((await page('/login', { cookie: freelancer.cookie })).body)).toBeNull();
    for (const url of ['/jobs/%2E%2E', '/jobs/a%3Fb', '/jobs/%2Fapi%2Fwallet']) {
      const res = await page(url, { cookie: freelancer.cookie });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(answersOf(res.body), url).toBeNull();
    }
  });
});
