import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('GET /api/config on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      SUPPORT_WHATSAPP: '5521987654321',
      COMPANY_LEGAL_NAME: 'Vamos Trabalhar Serviços Digitais Ltda.',
      COMPANY_CNPJ: '12.345.678/0001-95',
      DPO_EMAIL: 'dpo@exemplo.com.br',
    });
  });
  afterAll(async () => t.close());

  it('gives anyone the support WhatsApp number of the deployment, whether guaranteed pay is offered, and who controls the data', async () => {
    const res = await t.request({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    // Off unless the deployment turns it on (decision 0042), with the default fee.
    expect(res.json()).toEqual({
      supportWhatsapp: '5521987654321',
      guaranteedPay: { enabled: true, feePercent: 10 },
      controller: {
        legalName: 'Vamos Trabalhar Serviços Digitais Ltda.',
        cnpj: '12.345.678/0001-95',
        dpoEmail: 'dpo@exemplo.com.br',
      },
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
