import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from './create-storage.ts';
import { S3Storage } from './s3-storage.ts';

type Recorded = { method: string; url: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A stand-in for an S3-compatible store on 127.0.0.1 that records what it receives. */
describe('S3Storage against a fake S3 endpoint', () => {
  let server: Server;
  let endpoint: string;
  let storage: S3Storage;
  const requests: Recorded[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        requests.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        if (req.method === 'PUT') res.writeHead(200, { etag: '"abc"' }).end();
        else if (req.method === 'DELETE') res.writeHead(204).end();
        else res.writeHead(400).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    storage = new S3Storage({
      bucket: 'vagas',
      region: 'us-east-1',
      endpoint,
      accessKeyId: 'AKIATEST',
      secretAccessKey: 'secret',
    });
  });
  afterAll(async () => {
    storage.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('PUTs the object path-style with its body, content type and cache headers, and returns its URL', async () => {
    const body = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const url = await storage.put('u1/avatars/1700000000000-ab.png', body, 'image/png');
    expect(url).toBe(`${endpoint}/vagas/u1/avatars/1700000000000-ab.png`);
    const put = requests.at(-1)!;
    expect(put.method).toBe('PUT');
    expect(put.url.split('?')[0]).toBe('/vagas/u1/avatars/1700000000000-ab.png');
    expect(put.headers['content-type']).toBe('image/png');
    expect(put.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(put.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIATEST\//);
    expect(put.body.equals(body)).toBe(true);
  });

  it('DELETEs the object', async () => {
    await storage.delete('u1/avatars/1700000000000-ab.png');
    const del = requests.at(-1)!;
    expect(del.method).toBe('DELETE');
    expect(del.url.split('?')[0]).toBe('/vagas/u1/avatars/1700000000000-ab.png');
  });

  it('reads keys back only from its own URLs', () => {
    expect(storage.keyFromUrl(`${endpoint}/vagas/u1/logos/a.gif`)).toBe('u1/logos/a.gif');
    expect(storage.keyFromUrl(`${endpoint}/outro/u1/logos/a.gif`)).toBeNull();
    expect(storage.keyFromUrl(`${endpoint}/vagas/u1/../x.gif`)).toBeNull();
    const cdn = new S3Storage({
      bucket: 'vagas',
      region: 'sa-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      publicUrl: 'https://cdn.example/',
    });
    expect(cdn.keyFromUrl('https://cdn.example/u1/logos/a.gif')).toBe('u1/logos/a.gif');
    cdn.destroy();
  });

  it('refuses unsafe keys before any request', async () => {
    const count = requests.length;
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'image/png')).rejects.toThrow(/Unsafe/);
    await expect(storage.delete('/abs/key.png')).rejects.toThrow(/Unsafe/);
    expect(requests.length).toBe(count);
  });
});

describe('createStorage', () => {
  const base = {
    UPLOADS_DIR: './data/test-uploads-unused',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: undefined,
    S3_PUBLIC_URL: undefined,
  };

  it('picks S3 when S3_BUCKET is set, disk otherwise', () => {
    const s3 = createStorage({ ...base, S3_BUCKET: 'vagas', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' });
    expect(s3).toBeInstanceOf(S3Storage);
    (s3 as S3Storage).destroy();
  });

  it('refuses S3 without credentials', () => {
    expect(() =>
      createStorage({ ...base, S3_BUCKET: 'vagas', S3_ACCESS_KEY_ID: undefined, S3_SECRET_ACCESS_KEY: undefined }),
    ).toThrow();
  });
});
