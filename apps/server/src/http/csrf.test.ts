import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../test/databases.ts';
import { PRODUCTION_TEST_ENV, createTestApp, type TestApp } from '../test/test-app.ts';

const PRODUCTION = { ...PRODUCTION_TEST_ENV, APP_URL: 'https://vamostrabalhar.com.br' };

/** A login attempt as a browser on `origin` sends it; wrong credentials, so a passed check answers 401. */
const login = (t: TestApp, origin: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    headers: { origin, host: new URL(origin).host },
    payload: { email: 'ninguem@teste.com.br', password: 'SenhaErrada1' },
  });

describe.each(TEST_DATABASES)('request origin on %s', (kind) => {
  describe('in the embedded default (APP_URL http://localhost:3000)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, { NODE_ENV: 'development', APP_URL: 'http://localhost:3000' });
    });
    afterAll(async () => t.close());

    it.each(['http://127.0.0.1:3000', 'http://localhost:3001', 'http://127.0.0.1:8080', 'http://[::1]:3000'])(
      'accepts a form sent from %s, the loopback address the app was opened on',
      async (origin) => {
        const res = await login(t, origin);
        expect(res.statusCode).toBe(401);
        expect(res.json().error.code).toBe('INVALID_CREDENTIALS');
      },
    );

    it('refuses another site, and a loopback origin that is not the address the request went to', async () => {
      expect((await login(t, 'https://evil.example')).json().error.code).toBe('CSRF');
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        headers: { origin: 'http://127.0.0.1:9999', host: 'localhost:3000' },
        payload: { email: 'ninguem@teste.com.br', password: 'SenhaErrada1' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: { code: 'CSRF', message: 'Origem da requisição não permitida.' } });
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, PRODUCTION);
    });
    afterAll(async () => t.close());

    it('accepts only APP_URL', async () => {
      expect((await login(t, 'http://127.0.0.1:3000')).json().error.code).toBe('CSRF');
      expect((await login(t, 'http://localhost:3000')).json().error.code).toBe('CSRF');
      expect((await login(t, 'https://vamostrabalhar.com.br')).json().error.code).toBe('INVALID_CREDENTIALS');
    });
  });
});
