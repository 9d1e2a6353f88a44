import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { TEST_DATABASES } from '../../test/databases.ts';
import { fingerprint } from '../../test/db-fingerprint.ts';
import { createJob, signupContractor, type SignedUpUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const BOUNDARY = 'limite-do-formulario';
const multipart = `multipart/form-data; boundary=${BOUNDARY}`;

/** One part of a multipart body, its headers written by hand. */
const part = (headers: string, content: Buffer | string) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), Buffer.from(content), Buffer.from('\r\n')]);
const filePart = (bytes: Buffer, field = 'file') =>
  part(`Content-Disposition: form-data; name="${field}"; filename="foto.png"\r\nContent-Type: image/png`, bytes);
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);

type Case = { name: string; contentType: string; body: (png: Buffer) => Buffer; code: string; message: string };

const MALFORMED = { code: 'MALFORMED_UPLOAD', message: ERROR_MESSAGES.MALFORMED_UPLOAD } as const;
const NO_FILE = { code: 'VALIDATION', message: 'Selecione uma imagem.' } as const;

/** Bodies the multipart parser cannot turn into one image: each is the client's fault, so a 4xx. */
const CASES: Case[] = [
  // curl -H 'Content-Type: multipart/form-data' --data x: busboy's "Multipart: Boundary not found".
  {
    name: 'a multipart Content-Type without a boundary',
    contentType: 'multipart/form-data',
    body: () => Buffer.from('x'),
    ...MALFORMED,
  },
  {
    // "Part terminated early" / "Unexpected end of multipart data".
    name: 'a body cut before its closing boundary',
    contentType: multipart,
    body: (png) => filePart(png).subarray(0, 120),
    ...MALFORMED,
  },
  {
    name: 'a body cut inside the part headers',
    contentType: multipart,
    body: () => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; na`),
    ...MALFORMED,
  },
  {
    name: 'part headers without a Content-Disposition name',
    contentType: multipart,
    body: (png) => Buffer.concat([part('Content-Disposition: nonsense', png), closing]),
    ...NO_FILE,
  },
  {
    name: 'a text field where the file should be',
    contentType: multipart,
    body: () => Buffer.concat([part('Content-Disposition: form-data; name="file"', 'foto.png'), closing]),
    ...NO_FILE,
  },
  {
    name: 'two images in one request',
    contentType: multipart,
    body: (png) => Buffer.concat([filePart(png), filePart(png, 'outra'), closing]),
    code: 'VALIDATION',
    message: 'Envie uma imagem por vez.',
  },
];

/**
 * Every upload route of the route table (those that accept multipart/form-data), sent bodies the
 * parser refuses: a 4xx in our shape and in Portuguese, never a 500, no row changed, no file stored.
 */
describe.each(TEST_DATABASES)('malformed multipart uploads on %s', (kind) => {
  let t: TestApp;
  let uploadsDir: string;
  let contractor: SignedUpUser;
  let jobId: string;
  let png: Buffer;

  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'vt-uploads-'));
    t = await createTestApp(kind, { UPLOADS_DIR: uploadsDir });
    contractor = await signupContractor(t);
    jobId = (await createJob(t, contractor)).id;
    png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  const uploadUrls = () => t.routes.filter((r) => r.multipart).map((r) => `${r.method} ${r.url}`);
  const storedFiles = () => (existsSync(uploadsDir) ? readdirSync(uploadsDir, { recursive: true }) : []);

  it('finds every upload route in the route table', () => {
    expect(uploadUrls().sort()).toEqual([
      'POST /api/contractor/jobs/:id/image',
      'POST /api/profile/avatar',
      'POST /api/profile/company-logo',
    ]);
  });

  it.each(CASES)('$name → 400 $code on every upload route, nothing stored', async (c) => {
    const before = await fingerprint(t.deps.db);
    for (const route of t.routes.filter((r) => r.multipart)) {
      const res = await t.request({
        method: 'POST',
        url: route.url.replace(':id', jobId),
        cookie: contractor.cookie,
        headers: { 'content-type': c.contentType },
        payload: c.body(png),
      });
      const where = `${route.url}: ${res.statusCode} ${res.body}`;
      expect(res.statusCode, where).toBe(400);
      expect(res.json().error, where).toMatchObject({ code: c.code, message: c.message });
    }
    expect(await fingerprint(t.deps.db)).toEqual(before);
    expect(storedFiles()).toEqual([]);
  });

  it('still stores a well-formed upload on every upload route (the cases above are refused for their body)', async () => {
    for (const route of t.routes.filter((r) => r.multipart)) {
      const res = await t.request({
        method: 'POST',
        url: route.url.replace(':id', jobId),
        cookie: contractor.cookie,
        headers: { 'content-type': multipart },
        payload: Buffer.concat([filePart(png), closing]),
      });
      expect(res.statusCode, `${route.url}: ${res.body}`).toBe(200);
    }
  });
});
