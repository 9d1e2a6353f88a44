import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ViaCepProvider } from './viacep-provider.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A stand-in for viacep.com.br on 127.0.0.1: each test sets how it answers. */
describe('ViaCepProvider against a fake ViaCEP', () => {
  let server: Server;
  let baseUrl: string;
  let handler: Handler = () => undefined;
  const paths: string[] = [];

  const json =
    (status: number, body: unknown): Handler =>
    (_req, res) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    };

  beforeAll(async () => {
    server = createServer((req, res) => {
      paths.push(req.url ?? '');
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('maps logradouro, bairro, localidade and uf', async () => {
    handler = json(200, {
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    });
    const provider = new ViaCepProvider({ baseUrl: `${baseUrl}/` });
    expect(await provider.lookup('01310100')).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
    });
    expect(paths.at(-1)).toBe('/ws/01310100/json/');
  });

  it('accepts a CEP that covers a whole town (no street, no neighbourhood)', async () => {
    handler = json(200, { cep: '95670-000', logradouro: '', bairro: '', localidade: 'Gramado', uf: 'RS' });
    expect(await new ViaCepProvider({ baseUrl }).lookup('95670000')).toEqual({
      cep: '95670000',
      street: '',
      neighborhood: '',
      city: 'Gramado',
      state: 'RS',
    });
  });

  it.each([true, 'true'])('answers null for {"erro": %j}', async (erro) => {
    handler = json(200, { erro });
    expect(await new ViaCepProvider({ baseUrl }).lookup('99999999')).toBeNull();
  });

  it('throws on a 500', async () => {
    handler = json(500, { message: 'falha' });
    await expect(new ViaCepProvider({ baseUrl }).lookup('01310100')).rejects.toThrow(/HTTP 500/);
  });

  it('throws on a body that is not the expected JSON', async () => {
    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>manutenção</html>');
    await expect(new ViaCepProvider({ baseUrl }).lookup('01310100')).rejects.toThrow();
  });

  it('throws when ViaCEP does not answer in time', async () => {
    handler = () => undefined; // never answers
    const started = Date.now();
    await expect(new ViaCepProvider({ baseUrl, timeoutMs: 150 }).lookup('01310100')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses a malformed CEP without calling ViaCEP', async () => {
    const before = paths.length;
    await expect(new ViaCepProvider({ baseUrl }).lookup('0131010')).rejects.toThrow(/malformed/);
    expect(paths.length).toBe(before);
  });
});
