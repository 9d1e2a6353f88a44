import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PublicJobPageSchema } from '@vamos/shared/schemas/public-job';
import { SEGMENT_CODES } from '@vamos/shared/segments';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  moveShift,
  daysFromToday,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';
import { segmentOfSlug, segmentSlug } from './listing-paths.ts';

/**
 * Google's JobPosting structured data, as its documentation lists it: the required properties
 * (title, description, datePosted, hiringOrganization, jobLocation) and the recommended ones for an
 * on-site job (validThrough, employmentType, baseSalary, identifier, directApply), with their value types.
 */
const Text = z.string().trim().min(1);
const GoogleJobPostingSchema = z
  .object({
    '@context': z.enum(['https://schema.org', 'https://schema.org/', 'http://schema.org']),
    '@type': z.literal('JobPosting'),
    title: Text.refine((title) => !/[<>]/.test(title), 'plain text, no markup'),
    description: Text,
    datePosted: z.iso.datetime({ offset: true }),
    hiringOrganization: z.object({ '@type': z.literal('Organization'), name: Text }),
    jobLocation: z.object({
      '@type': z.literal('Place'),
      address: z.object({
        '@type': z.literal('PostalAddress'),
        addressLocality: Text,
        addressRegion: Text,
        postalCode: Text.optional(),
        addressCountry: z.string().regex(/^[A-Z]{2}$/),
      }),
    }),
    validThrough: z.iso.datetime({ offset: true }),
    employmentType: z.enum([
      'FULL_TIME',
      'PART_TIME',
      'CONTRACTOR',
      'TEMPORARY',
      'INTERN',
      'VOLUNTEER',
      'PER_DIEM',
      'OTHER',
    ]),
    baseSalary: z.object({
      '@type': z.literal('MonetaryAmount'),
      currency: z.string().regex(/^[A-Z]{3}$/),
      value: z.object({
        '@type': z.literal('QuantitativeValue'),
        value: z.number().positive(),
        unitText: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
      }),
    }),
    identifier: z.object({ '@type': z.literal('PropertyValue'), name: Text, value: Text }),
    directApply: z.boolean(),
  })
  .refine(
    (posting) => Date.parse(posting.validThrough) > Date.parse(posting.datePosted),
    'validThrough after datePosted',
  );

/** What the web build leaves: the real index.html and the SPA's pages (spa-routes.json, as the build writes it). */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vt-public-pages-'));
  writeFileSync(join(dir, 'index.html'), readFileSync(new URL('../../../../web/index.html', import.meta.url)));
  writeFileSync(
    join(dir, 'spa-routes.json'),
    JSON.stringify({
      routes: ['/', '/login', '/cadastro', '/jobs/:id', '/freelancer/jobs', '/freelancer/:id', '/vagas/:slugId'],
      indexable: ['/', '/login', '/cadastro', '/vagas/:slugId'],
    }),
  );
  return dir;
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

function metaOf(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
}

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!));
}

/** Everything the page must never show: the street, the number, the whole CEP, anyone's contact. */
const STREET = 'Rua Reservada dos Testes';
const NUMBER = '987-B';
const COMPLEMENT = 'Fundos Privados';

describe.each(TEST_DATABASES)('public job pages on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp(kind, { WEB_DIST_DIR: dist, GUARANTEED_PAY: 'true' });
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => t.request({ method: 'GET', url, headers: { 'accept-encoding': '' } });
  const publish = (overrides: Parameters<typeof createJob>[2] = {}) =>
    createJob(t, contractor, { street: STREET, number: NUMBER, complement: COMPLEMENT, ...overrides });
  /** The job's canonical page, found by its id alone (any slug is redirected there). */
  const pathOf = async (jobId: string) => {
    const res = await get(`/vagas/x-${jobId}`);
    expect(res.statusCode, res.body).toBe(301);
    return String(res.headers.location);
  };

  it('writes the whole page in the first response: text, title, description, canonical, cards', async () => {
    const job = await publish({ required_people: 3, requirements: 'Camisa preta e calça social' });
    const path = await pathOf(job.id);
    expect(path).toBe(`/vagas/garcom-bela-vista-sao-paulo-${job.id}`);
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['x-robots-tag']).toBeUndefined();
    const html = res.body;

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<title>/g)).toHaveLength(1);
    const title = 'Vaga de Garçom em Bela Vista, São Paulo - SP · Vamos Trabalhar';
    expect(head).toContain(`<title>${title}</title>`);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    const description = metaOf(html, 'name', 'description');
    expect(description).toContain('Garçom em Bela Vista, São Paulo - SP');
    expect(description).toContain('das 18:00 às 23:30');
    expect(html).toContain(`<link rel="canonical" href="${TEST_ORIGIN}${path}"`);

    expect(metaOf(html, 'property', 'og:title')).toBe(title);
    expect(metaOf(html, 'property', 'og:description')).toBe(description);
    expect(metaOf(html, 'property', 'og:url')).toBe(`${TEST_ORIGIN}${path}`);
    expect(metaOf(html, 'property', 'og:locale')).toBe('pt_BR');
    expect(metaOf(html, 'property', 'og:type')).toBe('website');
    expect(metaOf(html, 'property', 'og:image')).toMatch(
      new RegExp(`^${TEST_ORIGIN}/og/vagas/${job.id}\\.png\\?v=\\d+$`),
    );
    expect(metaOf(html, 'property', 'og:image:width')).toBe('1200');
    expect(metaOf(html, 'property', 'og:image:height')).toBe('630');
    expect(metaOf(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(html, 'name', 'twitter:image')).toBe(metaOf(html, 'property', 'og:image'));

    // The page itself, before any JavaScript: inside #root, in place of the loading indicator.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).not.toContain('Carregando...');
    for (const text of [
      '<h1 class="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Garçom</h1>',
      'Bela Vista, São Paulo - SP',
      `${['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'][new Date(`${job.service_date}T12:00:00Z`).getUTCDay()]}, ${job.service_date.split('-').reverse().join('/')}`,
      '18:00 às 23:30',
      'R$\u00a0150,00',
      'Camisa preta e calça social',
      '3 vagas restantes',
      'Bar do João',
      'Sem avaliações ainda',
      'Candidatar-se',
    ]) {
      expect(root, text).toContain(text);
    }
    expect(root).toContain(`href="/cadastro?next=${encodeURIComponent(`/jobs/${job.id}?candidatar=1`)}"`);
    expect(root).toContain(`href="/login?next=${encodeURIComponent(`/jobs/${job.id}?candidatar=1`)}"`);
    // The SPA's entry still loads and takes over.
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    const data = /<script type="application\/json" id="public-job-data">(.*?)<\/script>/s.exec(html)?.[1];
    expect(PublicJobPageSchema.parse(JSON.parse(data ?? 'null')).job.id).toBe(job.id);
  });

  it('says a guaranteed-pay job is paid by PIX through the platform, in the first response', async () => {
    const line = 'Pagamento garantido · R$\u00a0150,00 via PIX até 24 h após o turno';
    const guaranteed = await publish({ guaranteed_pay: true });
    expect((await get(await pathOf(guaranteed.id))).body).toContain(line);
    const plain = await publish();
    expect((await get(await pathOf(plain.id))).body).not.toContain('Pagamento garantido');
  });

  it('sends the page compressed to a browser that accepts it', async () => {
    const job = await publish();
    const path = await pathOf(job.id);
    const res = await t.request({ method: 'GET', url: path, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe((await get(path)).body);
  });

  it('carries a JobPosting with every property Google requires and recommends, valid', async () => {
    const job = await publish({ salary_cents: 18_050, required_people: 2 });
    const html = (await get(await pathOf(job.id))).body;
    const [posting, ...more] = jsonLdOf(html);
    expect(more).toEqual([]);
    const parsed = GoogleJobPostingSchema.parse(posting);
    expect(parsed).toMatchObject({
      title: 'Garçom',
      employmentType: 'TEMPORARY',
      hiringOrganization: { name: 'Bar do João' },
      jobLocation: {
        address: { addressLocality: 'São Paulo', addressRegion: 'SP', postalCode: '01310', addressCountry: 'BR' },
      },
      baseSalary: { currency: 'BRL', value: { value: 180.5, unitText: 'DAY' } },
      identifier: { value: job.id },
    });
    // The shift's start in São Paulo (UTC−3).
    expect(parsed.validThrough).toBe(new Date(`${job.service_date}T18:00:00-03:00`).toISOString());
    expect(parsed.datePosted).toBe(job.created_at);
  });

  it('shows nobody’s street, number, whole CEP, phone or e-mail, whoever applied', async () => {
    const job = await publish({ required_people: 2 });
    const freelancer = await signupFreelancer(t, { full_name: 'Josefina Aplicada' });
    const application = await applyAs(t, freelancer, job.id);
    expect((await approveAs(t, contractor, application.json<{ id: string }>().id)).statusCode).toBe(200);
    const path = await pathOf(job.id);
    const api = await get(`/api/public/jobs/${job.id}`);
    expect(api.statusCode).toBe(200);
    for (const body of [(await get(path)).body, api.body]) {
      for (const secret of [
        STREET,
        NUMBER,
        COMPLEMENT,
        '01310-100',
        '01310100',
        '3333-4444',
        '33334444',
        '2222-3333',
        '22223333',
        '98765-4321',
        '987654321',
        '529.982.247-25',
        '52998224725',
        '11.222.333/0001-81',
        'Josefina Aplicada',
        'João Pereira',
        contractor.email,
        freelancer.email,
      ]) {
        expect(body, secret).not.toContain(secret);
      }
      expect(body).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    }
    expect(api.json()).not.toHaveProperty('job.address');
  });

  it('escapes what the contractor typed, in the text, the attributes and the JSON', async () => {
    const hostile = `Traga "crachá" </script><script>alert('x')</script> & <b>negrito</b> \u2028`;
    const job = await publish({ description: hostile, company: `Bar "<João>" & Cia` });
    const html = (await get(await pathOf(job.id))).body;
    expect(html).not.toContain("<script>alert('x')</script>");
    expect(html).not.toContain('<b>negrito</b>');
    expect(html.match(/<\/script>/g)?.length).toBe(html.match(/<script/g)?.length);
    expect(metaOf(html, 'name', 'description')).toContain('Bar "<João>" & Cia');
    const posting = GoogleJobPostingSchema.parse(jsonLdOf(html)[0]);
    expect(posting.hiringOrganization.name).toBe('Bar "<João>" & Cia');
    expect(posting.description).toContain('&lt;/script>&lt;script>alert');
  });

  it('says "Vaga encerrada", offers similar open jobs and has no JSON-LD once filled, cancelled or past', async () => {
    // The soonest open Garçom job in São Paulo: first among the similar ones.
    const similar = await publish({ service_date: daysFromToday(1), payment_date: daysFromToday(2) });
    const filled = await publish({ required_people: 1 });
    const freelancer = await signupFreelancer(t);
    const application = await applyAs(t, freelancer, filled.id);
    expect((await approveAs(t, contractor, application.json<{ id: string }>().id)).statusCode).toBe(200);
    const cancelled = await publish();
    const cancel = await t.request({
      method: 'POST',
      url: `/api/contractor/jobs/${cancelled.id}/cancel`,
      cookie: contractor.cookie,
    });
    expect(cancel.statusCode).toBe(204);
    const past = await publish();
    await moveShift(t, past.id, { service_date: daysFromToday(-1) });
    t.deps.jobDetailCache.clear();

    for (const job of [filled, cancelled, past]) {
      const res = await get(await pathOf(job.id));
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Vaga encerrada');
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).not.toContain('Candidatar-se');
      expect(res.body).toContain('<meta name="robots" content="noindex"');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain(`href="/vagas/garcom-bela-vista-sao-paulo-${similar.id}"`);
      expect(res.body).not.toContain(`href="/vagas/garcom-bela-vista-sao-paulo-${job.id}"`);
    }
  });

  it('is written once for every reader, and written again as soon as its job changes', async () => {
    const job = await publish({ required_people: 1, city: 'Santos', cep: '11010-000' });
    const path = await pathOf(job.id);
    const first = await get(path);
    expect(first.body).toContain('Candidatar-se');
    // The same bytes for the next reader, compressed from the same page.
    expect((await get(path)).body).toBe(first.body);
    const brotli = await t.request({ method: 'GET', url: path, headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(first.body);
    const gzip = await t.request({ method: 'GET', url: path, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(first.body);
    expect(gzip.headers.vary).toContain('accept-encoding');
    const listing = await get('/vagas/santos-sp');
    expect(listing.body).toContain(path);

    // Its only place is taken: the page says so at once, and the city's listing no longer has it.
    const freelancer = await signupFreelancer(t);
    const application = await applyAs(t, freelancer, job.id);
    expect((await approveAs(t, contractor, application.json<{ id: string }>().id)).statusCode).toBe(200);
    const closed = await get(path);
    expect(closed.body).toContain('Vaga encerrada');
    expect(closed.headers['x-robots-tag']).toBe('noindex');
    const other = await publish({ city: 'Santos', cep: '11010-000', segment: 'BARTENDER' });
    const relisted = await get('/vagas/santos-sp');
    expect(relisted.body).not.toContain(path);
    expect(relisted.body).toContain(other.id);
  });

  it('redirects another slug of the same job to its own address (301), keeping the query', async () => {
    const job = await publish({ segment: 'BARTENDER', neighborhood: 'Pinheiros' });
    const own = `/vagas/bartender-pinheiros-sao-paulo-${job.id}`;
    expect((await get(own)).statusCode).toBe(200);
    for (const [url, location] of [
      [`/vagas/garcom-centro-${job.id}`, own],
      [`/vagas/${job.id}`, own],
      [`/vagas/bartender-pinheiros-sao-paulo-${job.id.toUpperCase()}`, own],
      [`/vagas/%3Cscript%3E-${job.id}?utm_source=whatsapp`, `${own}?utm_source=whatsapp`],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('answers an unknown job, a malformed id or a hostile slug with the 404 page, never a 5xx', async () => {
    const job = await publish();
    for (const url of [
      '/vagas/garcom-sao-paulo-00000000-0000-4000-8000-000000000000',
      '/vagas/garcom-sao-paulo-123',
      '/vagas/123',
      '/vagas/',
      `/vagas/garcom/${job.id}`,
      `/vagas/${job.id}/extra`,
      `/vagas/garcom-${job.id}x`,
      '/vagas/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/vagas/..%2F..%2Fetc%2Fpasswd',
      `/vagas/${'a'.repeat(5000)}-${job.id.slice(1)}`,
      `/vagas/${'garcom-'.repeat(400)}x`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('Página não encontrada');
      expect(res.body, url).not.toContain('<script>alert');
    }
    // A NUL in the URL is refused before any route, in our words (http/text-guard.ts).
    const unreadable = await get('/vagas/%00');
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json()).toMatchObject({ error: { code: 'VALIDATION' } });
    const api = await get('/api/public/jobs/nao-e-um-id');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: { code: 'JOB_NOT_FOUND', message: 'Vaga não encontrada' } });
  });

  it('gives a private job no public page, card or JSON, while signed-in freelancers still see it', async () => {
    const job = await publish({ is_public: false });
    expect(job).toMatchObject({ is_public: false, public_path: null });
    for (const url of [
      `/vagas/x-${job.id}`,
      `/vagas/garcom-bela-vista-sao-paulo-${job.id}`,
      `/og/vagas/${job.id}.png`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain(COMPLEMENT);
    }
    expect((await get(`/api/public/jobs/${job.id}`)).statusCode).toBe(404);
    const freelancer = await signupFreelancer(t);
    const detail = await t.request({ method: 'GET', url: `/api/jobs/${job.id}`, cookie: freelancer.cookie });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: job.id, is_public: false, public_path: null });
    // A public job's detail names its page ('Compartilhar' shares it).
    const open = await publish();
    expect(open.public_path).toBe(await pathOf(open.id));
  });

  it('draws the card image of a shared link: a 1200×630 PNG', async () => {
    const job = await publish();
    const html = (await get(await pathOf(job.id))).body;
    const image = new URL(metaOf(html, 'property', 'og:image') ?? '');
    const res = await t.request({ method: 'GET', url: `${image.pathname}${image.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const { width, height, format } = await sharp(res.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'png' });
    expect((await get('/og/vagas/00000000-0000-4000-8000-000000000000.png')).statusCode).toBe(404);
    expect((await get('/og/vagas/nada.png')).statusCode).toBe(404);
  });

  it('answers a path that is no page with the 404 page and HTTP 404, and signed-in pages with noindex', async () => {
    for (const url of ['/nao-existe', '/freelancer/jobs/extra/mais', '/jobs', '/vagas']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Página não encontrada');
      expect(res.body, url).toContain('<meta name="robots" content="noindex"');
    }
    for (const url of ['/freelancer/jobs', '/jobs/6f1d0c1e-2b9a-4f7e-9d59-0b1c2d3e4f50', '/freelancer/abc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBe('noindex');
    }
    for (const url of ['/', '/login?next=/freelancer/jobs', '/cadastro']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
    }
    // The API's own 404 stays JSON.
    expect((await get('/api/nao-existe')).json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('serves robots.txt, naming the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });
});

describe.each(TEST_DATABASES)('the sitemap on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const xmlEntries = (body: string, element: 'url' | 'sitemap') =>
    [...body.matchAll(new RegExp(`<${element}><loc>([^<]+)</loc><lastmod>([^<]+)</lastmod></${element}>`, 'g'))].map(
      ([, loc, lastmod]) => ({ loc, lastmod }),
    );

  it('is an index of the jobs’ pages and the listing pages: exactly the open public ones, each dated', async () => {
    const contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 20);
    const open = [await createJob(t, contractor), await createJob(t, contractor, { segment: 'BARTENDER' })];
    await createJob(t, contractor, { is_public: false });
    const filled = await createJob(t, contractor, { required_people: 1 });
    const freelancer = await signupFreelancer(t);
    const application = await applyAs(t, freelancer, filled.id);
    expect((await approveAs(t, contractor, application.json<{ id: string }>().id)).statusCode).toBe(200);
    const cancelled = await createJob(t, contractor);
    await t.request({ method: 'POST', url: `/api/contractor/jobs/${cancelled.id}/cancel`, cookie: contractor.cookie });
    const past = await createJob(t, contractor);
    await moveShift(t, past.id, { service_date: daysFromToday(-1) });

    const index = await t.request({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    const sitemaps = xmlEntries(index.body, 'sitemap');
    expect(sitemaps.map((e) => e.loc)).toEqual([
      `${TEST_ORIGIN}/sitemaps/vagas.xml`,
      `${TEST_ORIGIN}/sitemaps/cidades.xml`,
    ]);

    const jobs = await t.request({ method: 'GET', url: '/sitemaps/vagas.xml' });
    expect(jobs.headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = xmlEntries(jobs.body, 'url');
    const expected = await Promise.all(
      open.map(async (job) => {
        const page = await t.request({ method: 'GET', url: `/api/public/jobs/${job.id}` });
        const { slug, job: fields } = page.json<{ slug: string; job: { updated_at: string } }>();
        return { loc: `${TEST_ORIGIN}/vagas/${slug}`, lastmod: fields.updated_at };
      }),
    );
    expect(entries).toHaveLength(2);
    expect(new Set(entries.map((e) => JSON.stringify(e)))).toEqual(new Set(expected.map((e) => JSON.stringify(e))));
    const newestJob = expected
      .map((e) => e.lastmod)
      .sort()
      .at(-1);
    expect(sitemaps[0]?.lastmod).toBe(newestJob);

    const listings = xmlEntries((await t.request({ method: 'GET', url: '/sitemaps/cidades.xml' })).body, 'url');
    expect(listings.map((e) => e.loc)).toEqual([
      `${TEST_ORIGIN}/vagas/sao-paulo-sp`,
      `${TEST_ORIGIN}/vagas/sao-paulo-sp/bartender`,
      `${TEST_ORIGIN}/vagas/sao-paulo-sp/garcom`,
    ]);
    expect(listings[0]?.lastmod).toBe(newestJob);
    expect(sitemaps[1]?.lastmod).toBe(newestJob);
  });
});

describe.each(TEST_DATABASES)('listing pages of a city and of a segment there on %s', (kind) => {
  let t: TestApp;
  let dist: string;
  let contractor: SignedUpUser;
  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp(kind, { WEB_DIST_DIR: dist });
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });
  const get = (url: string) => t.request({ method: 'GET', url, headers: { 'accept-encoding': '' } });
  const linksOf = (body: string) => [...body.matchAll(/href="(\/vagas\/[^"]+-[0-9a-f-]{36})"/g)].map((m) => m[1]);

  it('lists a city’s open public jobs, the soonest first, by pages of 20, without any script', async () => {
    const rio = { city: 'Rio de Janeiro', state: 'RJ', cep: '20040-002', neighborhood: 'Centro' };
    const jobs = [];
    for (let i = 0; i < 21; i += 1) {
      jobs.push(
        await createJob(t, contractor, {
          ...rio,
          service_date: daysFromToday(1 + (i % 5)),
          segment: i < 3 ? 'BARTENDER' : 'GARCOM',
        }),
      );
    }
    const hidden = await createJob(t, contractor, { ...rio, is_public: false });
    await createJob(t, contractor, { segment: 'BARTENDER' }); // São Paulo: another city's page.

    const first = await get('/vagas/rio-de-janeiro-rj');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['x-robots-tag']).toBeUndefined();
    expect(first.body).toContain('<title>Vagas de freelancer em Rio de Janeiro - RJ · Vamos Trabalhar</title>');
    expect(first.body).toContain('21 vagas abertas');
    expect(first.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/vagas/rio-de-janeiro-rj"`);
    // A server page the SPA has no route for: no script at all (the JSON-LD of a job page is not here either).
    expect(first.body).not.toMatch(/<script/);
    const firstLinks = linksOf(first.body);
    expect(firstLinks).toHaveLength(20);
    expect(first.body).not.toContain(hidden.id);
    expect(first.body).toContain('href="/vagas/rio-de-janeiro-rj?pagina=2"');
    expect(first.body).toContain('href="/vagas/rio-de-janeiro-rj/garcom"');
    expect(first.body).toContain('Garçom (18)');
    expect(first.body).toContain('Bartender (3)');

    const second = await get('/vagas/rio-de-janeiro-rj?pagina=2');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/vagas/rio-de-janeiro-rj?pagina=2"`);
    const all = [...firstLinks, ...linksOf(second.body)];
    expect(all).toHaveLength(21);
    expect(new Set(all.map((link) => link?.slice(-36)))).toEqual(new Set(jobs.map((job) => job.id)));
    // The soonest first.
    const dates = await Promise.all(
      all.map(
        async (link) =>
          (await get(`/api/public/jobs/${link?.slice(-36)}`)).json<{ job: { service_date: string } }>().job
            .service_date,
      ),
    );
    expect(dates).toEqual([...dates].sort());

    for (const url of [
      '/vagas/rio-de-janeiro-rj?pagina=3',
      '/vagas/rio-de-janeiro-rj?pagina=0',
      '/vagas/rio-de-janeiro-rj?pagina=abc',
      '/vagas/rio-de-janeiro-rj?pagina=1&pagina=2',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('Página não encontrada');
    }
  });

  it('lists a segment’s jobs in the city; an empty one says so unindexed; unknown ones are 404', async () => {
    const bh = { city: 'Belo Horizonte', state: 'MG', cep: '30130-010', neighborhood: 'Savassi' };
    const bartender = await createJob(t, contractor, { ...bh, segment: 'BARTENDER' });
    await createJob(t, contractor, { ...bh, segment: 'GARCOM' });

    const page = await get('/vagas/belo-horizonte-mg/bartender');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<h1 class="text-2xl font-bold tracking-tight text-slate-900 md:text-3xl">Vagas de Bartender em Belo Horizonte - MG</h1>',
    );
    expect(linksOf(page.body).map((link) => link?.slice(-36))).toEqual([bartender.id]);
    expect(page.body).toContain('aria-current="page"');

    const empty = await get('/vagas/belo-horizonte-mg/sommelier');
    expect(empty.statusCode).toBe(200);
    expect(empty.headers['x-robots-tag']).toBe('noindex');
    expect(empty.body).toContain('<meta name="robots" content="noindex"');
    expect(empty.body).toContain('Nenhuma vaga de Sommelier aberta em Belo Horizonte - MG agora.');

    for (const url of [
      '/vagas/cidade-que-nao-existe-xx',
      '/vagas/belo-horizonte-mg/astronauta',
      '/vagas/belo-horizonte-mg/bartender/mais',
      '/vagas/curitiba-pr',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('links a job’s page to its listing pages', async () => {
    const job = await createJob(t, contractor, {
      city: 'Salvador',
      state: 'BA',
      cep: '40020-000',
      neighborhood: 'Barra',
      segment: 'CHURRASQUEIRO',
    });
    const page = await t.request({ method: 'GET', url: `/api/public/jobs/${job.id}` });
    expect(page.json<{ listings: unknown }>().listings).toEqual([
      { path: '/vagas/salvador-ba/churrasqueiro', label: 'Vagas de Churrasqueiro em Salvador - BA' },
      { path: '/vagas/salvador-ba', label: 'Todas as vagas em Salvador - BA' },
    ]);
    const html = (await get(String((await get(`/vagas/x-${job.id}`)).headers.location))).body;
    expect(html).toContain('href="/vagas/salvador-ba/churrasqueiro"');
    expect(html).toContain('>Compartilhar</button>');
  });
});

describe('segment slugs', () => {
  it('name each segment once', () => {
    const slugs = SEGMENT_CODES.map(segmentSlug);
    expect(new Set(slugs).size).toBe(SEGMENT_CODES.length);
    for (const code of SEGMENT_CODES) expect(segmentOfSlug(segmentSlug(code))).toBe(code);
    expect(segmentSlug('GARCOM')).toBe('garcom');
  });
});
