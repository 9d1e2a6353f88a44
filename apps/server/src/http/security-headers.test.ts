import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../test/signed-in-user.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { securityHeaders } from './security-headers.ts';

describe('security headers', () => {
  it("are helmet's headers for the options, worked out once", () => {
    const headers = securityHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"] } }, hsts: true });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(securityHeaders({ hsts: false })['strict-transport-security']).toBeUndefined();
  });

  describe('on the app', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('pglite');
    });
    afterAll(async () => t.close());

    it('go on answers, error answers and the event stream alike', async () => {
      const ok = await t.request({ method: 'GET', url: '/api/health' });
      const missing = await t.request({ method: 'GET', url: '/api/nao-existe' });
      for (const res of [ok, missing]) {
        expect(res.headers['content-security-policy']).toContain("default-src 'self'");
        expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:");
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
        // The test app runs on http: no HSTS, which would pin a plain-http host to https.
        expect(res.headers['strict-transport-security']).toBeUndefined();
      }
      expect(missing.statusCode).toBe(404);

      const user = await createSignedInUser(t);
      const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const controller = new AbortController();
      const stream = await fetch(`${url}/api/events`, { headers: { cookie: user.cookie }, signal: controller.signal });
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
      controller.abort();
    });
  });
});
