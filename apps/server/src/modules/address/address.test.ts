import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CepProvider } from '../../providers/cep/cep-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('CEP lookup route on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind); // default CEP_PROVIDER: the offline fixture
  });
  afterAll(async () => t.close());

  it.each(['01310-100', '01310100', ' 01310-100 '])('finds %j without a session', async (cep) => {
    const res = await t.request({ method: 'GET', url: `/api/address/cep/${encodeURIComponent(cep)}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
  });

  it('answers 404 CEP_NOT_FOUND for an unknown CEP', async () => {
    const res = await t.request({ method: 'GET', url: '/api/address/cep/99999-999' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'CEP_NOT_FOUND', message: 'CEP não encontrado' } });
  });

  it.each(['0131010', '01310-1000', 'abcde-fgh', '01.310-100'])('answers 400 "CEP inválido" for %j', async (cep) => {
    const res = await t.request({ method: 'GET', url: `/api/address/cep/${encodeURIComponent(cep)}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message: 'CEP inválido' });
  });
});

describe('CEP lookup route when the provider fails', () => {
  let t: TestApp;
  const failing: CepProvider = {
    lookup: async () => {
      throw new Error('ViaCEP answered HTTP 503');
    },
  };
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { cep: failing });
  });
  afterAll(async () => t.close());

  it('answers 502 CEP_LOOKUP_FAILED', async () => {
    const res = await t.request({ method: 'GET', url: '/api/address/cep/01310-100' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: { code: 'CEP_LOOKUP_FAILED', message: 'Não foi possível buscar o endereço. Tente novamente.' },
    });
  });
});
