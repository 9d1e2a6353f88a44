import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { imageVariantUrl } from '@vamos/shared/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { signupContractor, signupFreelancer, type SignedUpUser } from '../../test/factories.ts';

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();
const frame = (color: string) =>
  sharp({ create: { width: 30, height: 20, channels: 4, background: color } })
    .png()
    .toBuffer();
const animatedGif = async () =>
  sharp([await frame('#ff0000'), await frame('#00ff00')], { join: { animated: true } })
    .gif({ delay: [100, 100] })
    .toBuffer();
/** 2000×1000 JPEG shot sideways (EXIF orientation 6) with private EXIF text. */
const sidewaysJpeg = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366cc' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Segredo', ImageDescription: 'Casa da Maria' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
/** A real PNG of about 6 MB (random pixels do not compress). */
const hugePng = () => {
  const side = 1450;
  const pixels = Buffer.alloc(side * side * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919 + (i >> 3) * 104_729) & 0xff;
  return sharp(pixels, { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
};

function form(bytes: Buffer | string, filename: string, type: string, field = 'file'): FormData {
  const data = new FormData();
  data.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), filename);
  return data;
}

describe.each(TEST_DATABASES)('profile images on %s', (kind) => {
  let t: TestApp;
  let uploadsDir: string;
  let freelancer: SignedUpUser;
  let contractor: SignedUpUser;

  const rowOf = async (id: string) => (await t.deps.db.select().from(profiles).where(eq(profiles.userId, id)))[0];
  const upload = (url: string, user: SignedUpUser, payload: FormData) =>
    t.request({ method: 'POST', url, cookie: user.cookie, payload });
  const fileOf = (url: string) => join(uploadsDir, ...url.replace(/^\/uploads\//, '').split('/'));
  const filesOf = (user: SignedUpUser, folder: string) => {
    const dir = join(uploadsDir, user.user.id, folder);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  beforeAll(async () => {
    uploadsDir = mkdtempSync(join(tmpdir(), 'vt-uploads-'));
    t = await createTestApp(kind, { UPLOADS_DIR: uploadsDir });
    freelancer = await signupFreelancer(t);
    contractor = await signupContractor(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('stores a PNG avatar on disk as two WebP sizes and serves them with their type and immutable caching', async () => {
    const res = await upload('/api/profile/avatar', freelancer, form(await png(), 'eu.png', 'image/png'));
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^/uploads/${freelancer.user.id}/avatars/\\d+-[0-9a-f]{16}\\.webp$`));
    expect(existsSync(fileOf(url))).toBe(true);
    const small = imageVariantUrl(url, 'sm');
    expect(await sharp(readFileSync(fileOf(small))).metadata()).toMatchObject({
      format: 'webp',
      width: 96,
      height: 96,
    });
    expect((await rowOf(freelancer.user.id))?.avatarUrl).toBe(url);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 320 });

    const me = await t.request({ method: 'GET', url: '/api/profile', cookie: freelancer.cookie });
    expect(me.json().avatar_url).toBe(url);
  });

  it('re-encodes a JPEG: orientation applied, EXIF stripped, square WebP sizes; replaces both old files', async () => {
    const previous = (await rowOf(freelancer.user.id))?.avatarUrl;
    expect(previous).toBeTruthy();
    const res = await upload('/api/profile/avatar', freelancer, form(await sidewaysJpeg(), 'foto.jpeg', 'image/jpeg'));
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/\.webp$/);
    const stored = readFileSync(fileOf(url));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes('Segredo')).toBe(false);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(existsSync(fileOf(previous!))).toBe(false);
    expect(existsSync(fileOf(imageVariantUrl(previous!, 'sm')))).toBe(false);
    expect(filesOf(freelancer, 'avatars')).toHaveLength(2);
  });

  it('keeps an animated GIF animated', async () => {
    const res = await upload('/api/profile/avatar', freelancer, form(await animatedGif(), 'anim.gif', 'image/gif'));
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    const meta = await sharp(readFileSync(fileOf(url)), { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'webp', pages: 2, width: 320, pageHeight: 320 });
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/webp');
  });

  it('rejects a text file named .png with UNSUPPORTED_FILE and changes nothing', async () => {
    const before = await rowOf(freelancer.user.id);
    const filesBefore = filesOf(freelancer, 'avatars');
    const res = await upload('/api/profile/avatar', freelancer, form('isto não é uma imagem', 'foto.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'UNSUPPORTED_FILE',
      message: 'Formato não suportado. Tipos aceitos: JPEG, JPG, PNG, GIF',
    });
    expect(await rowOf(freelancer.user.id)).toEqual(before);
    expect(filesOf(freelancer, 'avatars')).toEqual(filesBefore);
  });

  it('rejects a 6 MB image with FILE_TOO_LARGE and changes nothing', async () => {
    const image = await hugePng();
    expect(image.length).toBeGreaterThan(6_000_000);
    const before = await rowOf(freelancer.user.id);
    const filesBefore = filesOf(freelancer, 'avatars');
    const res = await upload('/api/profile/avatar', freelancer, form(image, 'grande.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: 'Arquivo muito grande. Tamanho máximo: 5MB' });
    expect(await rowOf(freelancer.user.id)).toEqual(before);
    expect(filesOf(freelancer, 'avatars')).toEqual(filesBefore);
  });

  it('asks for a file when the request carries none under "file"', async () => {
    const wrongField = await upload(
      '/api/profile/avatar',
      freelancer,
      form(await png(), 'eu.png', 'image/png', 'imagem'),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.code).toBe('VALIDATION');
    const json = await t.request({
      method: 'POST',
      url: '/api/profile/avatar',
      cookie: freelancer.cookie,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses a multipart upload without Origin or Sec-Fetch-Site (CSRF)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { cookie: freelancer.cookie },
      payload: form(await png(), 'eu.png', 'image/png'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CSRF');
  });

  it('removes the avatar: file deleted, column null, and again is still 204', async () => {
    const url = (await rowOf(freelancer.user.id))?.avatarUrl;
    expect(url && existsSync(fileOf(url))).toBe(true);
    const res = await t.request({ method: 'DELETE', url: '/api/profile/avatar', cookie: freelancer.cookie });
    expect(res.statusCode).toBe(204);
    expect(existsSync(fileOf(url!))).toBe(false);
    expect((await rowOf(freelancer.user.id))?.avatarUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: url! })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: '/api/profile/avatar', cookie: freelancer.cookie })).statusCode,
    ).toBe(204);
  });

  it("a new or removed photo tells the user's other tabs (profile.changed); a refused file does not", async () => {
    const seen: RealtimeEvent[] = [];
    const off = t.deps.events.subscribe((event) => event.type === 'profile.changed' && seen.push(event));
    try {
      expect(
        (await upload('/api/profile/avatar', contractor, form(await png(), 'eu.png', 'image/png'))).statusCode,
      ).toBe(200);
      const refused = await upload('/api/profile/avatar', contractor, form(Buffer.from('texto'), 'x.png', 'image/png'));
      expect(refused.statusCode).toBe(400);
      const removed = await t.request({ method: 'DELETE', url: '/api/profile/avatar', cookie: contractor.cookie });
      expect(removed.statusCode).toBe(204);
    } finally {
      off();
    }
    expect(seen.map((event) => event.userIds)).toEqual([[contractor.user.id], [contractor.user.id]]);
  });

  it('uploads and removes a company logo for a contractor, independently of the avatar', async () => {
    const avatar = await upload('/api/profile/avatar', contractor, form(await png(), 'eu.png', 'image/png'));
    const logo = await upload('/api/profile/company-logo', contractor, form(await png(), 'logo.png', 'image/png'));
    expect(logo.statusCode).toBe(200);
    const logoUrl: string = logo.json().url;
    expect(logoUrl).toMatch(new RegExp(`^/uploads/${contractor.user.id}/logos/`));
    expect(await rowOf(contractor.user.id)).toMatchObject({ companyLogoUrl: logoUrl, avatarUrl: avatar.json().url });

    const removed = await t.request({ method: 'DELETE', url: '/api/profile/company-logo', cookie: contractor.cookie });
    expect(removed.statusCode).toBe(204);
    expect(existsSync(fileOf(logoUrl))).toBe(false);
    expect(await rowOf(contractor.user.id)).toMatchObject({ companyLogoUrl: null, avatarUrl: avatar.json().url });
    expect(existsSync(fileOf(avatar.json().url))).toBe(true);
  });
});
