import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { devPixOutRoutes } from './dev-pix-out.routes.ts';

const form = (reason: string) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({ reason }).toString(),
});

/** `/dev/pix-out` (decision 0043): the local pay-outs, and the failures a developer asks for. */
describe.each(TEST_DATABASES)('the local PIX transfers page on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEV_TOOLS: 'true' });
    if (!(t.deps.payments instanceof LocalPixProvider)) throw new Error('expected the local provider by default');
    local = t.deps.payments;
  });
  afterAll(async () => t.close());

  const send = (externalReference: string) =>
    local.createPixTransfer({
      pixKey: '+5511987654321',
      pixKeyType: 'phone',
      amountCents: 12050,
      description: 'Vamos Trabalhar - Garçom',
      externalReference,
    });

  it('lists the transfers with the key masked, the value, the status and the end-to-end id', async () => {
    const transfer = await send('page-1');
    const page = await t.request({ method: 'GET', url: '/dev/pix-out' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="pt-BR">');
    expect(page.body).toContain('(11) *****-4321');
    expect(page.body).not.toContain('987654321');
    expect(page.body).toContain('R$\u00a0120,50');
    expect(page.body).toContain('Realizada');
    expect(page.body).toContain(transfer.endToEndId);
    expect(page.body).toMatch(/<label for="fail-next-reason">Motivo<\/label>/);
  });

  it("'Falhar a próxima transferência' fails the next one with the reason given", async () => {
    const res = await t.request({ method: 'POST', url: '/dev/pix-out/fail-next', ...form('Conta encerrada') });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/dev/pix-out?done=fail-next');
    expect((await t.request({ method: 'GET', url: '/dev/pix-out?done=fail-next' })).body).toContain(
      'A próxima transferência vai falhar.',
    );
    expect(await send('page-2')).toMatchObject({ status: 'failed', failReason: 'Conta encerrada' });
    expect((await send('page-3')).status).toBe('done');
  });

  it("'Marcar como falha' fails a done transfer once", async () => {
    const transfer = await send('page-4');
    const url = `/dev/pix-out/${transfer.providerTransferId}/fail`;
    const first = await t.request({ method: 'POST', url, ...form('Devolvida') });
    expect(first.headers.location).toBe('/dev/pix-out?done=failed');
    expect(await local.getTransfer(transfer.providerTransferId)).toMatchObject({
      status: 'failed',
      failReason: 'Devolvida',
    });
    const again = await t.request({ method: 'POST', url, ...form('De novo') });
    expect(again.headers.location).toBe('/dev/pix-out?done=unchanged');
  });

  it('calls onTransferChanged after a change, and only then', async () => {
    const changed: string[] = [];
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(devPixOutRoutes, { deps: t.deps, onTransferChanged: (id) => void changed.push(id) });
    const transfer = await send('page-5');
    const url = `/dev/pix-out/${transfer.providerTransferId}/fail`;
    await app.inject({ method: 'POST', url, ...form('x') });
    await app.inject({ method: 'POST', url, ...form('x') });
    expect(changed).toEqual([transfer.providerTransferId]);
    await app.close();
  });
});

describe.each(TEST_DATABASES)('the local PIX transfers page without DEV_TOOLS on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { NODE_ENV: 'development', WEB_DIST_DIR: './nao-existe' });
  });
  afterAll(async () => t.close());

  it.each([
    ['GET', '/dev/pix-out'],
    ['POST', '/dev/pix-out/fail-next'],
  ] as const)('does not exist: %s %s → 404', async (method, url) => {
    expect((await t.request({ method, url })).statusCode).toBe(404);
  });
});
