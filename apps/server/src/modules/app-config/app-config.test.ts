import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('GET /api/config on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SUPPORT_WHATSAPP: '5521987654321' });
  });
  afterAll(async () => t.close());

  it('gives anyone the support WhatsApp number of the deployment', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ supportWhatsapp: '5521987654321' });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
