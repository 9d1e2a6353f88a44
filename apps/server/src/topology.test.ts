import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from '@20minutes/s3rver';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, startInstance, type AppInstance, type ScratchDatabase } from './test/app-process.ts';
import { contractorSignupPayload, freelancerSignupPayload, jobPayload } from './test/factories.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from './test/fake-smtp-server.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './test/round-robin-proxy.ts';

const ADMIN_URL = process.env.DATABASE_URL_TEST;
const BUCKET = 'vagas';
/** s3rver's own account: it checks the request signatures against it. */
const S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const METRICS_TOKEN = 'token-do-teste-de-topologia';

/**
 * compose.yaml's topology where Docker is not (CI, decision 0052): two production app processes on one
 * PostgreSQL, S3-compatible storage (s3rver, from npm), an SMTP server (the tests' fake), behind a
 * round-robin proxy, and a journey whose consecutive requests land on alternate instances.
 */
describe.skipIf(!ADMIN_URL)('the production topology (needs DATABASE_URL_TEST; skipped without it)', () => {
  let database: ScratchDatabase;
  let smtp: FakeSmtpServer;
  let s3: S3rver;
  let s3Dir: string;
  let s3Endpoint: string;
  let proxy: RoundRobinProxy;
  const upstreams: string[] = [];
  let instances: AppInstance[] = [];

  beforeAll(async () => {
    [database, smtp] = await Promise.all([
      createScratchDatabase(ADMIN_URL ?? '', 'vt_topology'),
      startFakeSmtpServer(),
    ]);
    s3Dir = mkdtempSync(join(tmpdir(), 'vt-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: BUCKET }],
    });
    s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
    proxy = await startRoundRobinProxy(upstreams);
    const env = {
      NODE_ENV: 'production',
      APP_URL: proxy.origin,
      TRUST_PROXY: '127.0.0.1',
      AUTH_SECRET: 'segredo-do-teste-de-topologia-com-mais-de-32',
      ASAAS_API_KEY: 'chave-nao-usada-no-teste',
      ASAAS_WEBHOOK_TOKEN: 'token-do-webhook-nao-usado',
      SUPPORT_WHATSAPP: '5521987654321',
      SMTP_URL: smtp.url,
      S3_ENDPOINT: s3Endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
      METRICS_TOKEN,
      PAYMENT_SWEEP_SECONDS: '0',
    };
    // Both at once, as an orchestrator starts them: the migrations' advisory lock lets one apply them.
    instances = await Promise.all(
      ['a', 'b'].map((name) => startInstance(name, database.url, { entry: 'source', env })),
    );
    upstreams.push(...instances.map((instance) => `http://127.0.0.1:${instance.port}`));
  }, 180_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy?.close();
    await s3?.close();
    rmSync(s3Dir, { recursive: true, force: true });
    await smtp?.close();
    await database?.drop();
  }, 60_000);

  /** A request through the proxy, with the browser's Origin. */
  const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
    fetch(`${proxy.origin}${path}`, {
      ...init,
      headers: {
        origin: proxy.origin,
        ...(init.body && !(init.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...init.headers,
      },
    });
  const cookieOf = (res: Response) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
  const metricOf = async (instance: AppInstance, series: string) => {
    const res = await fetch(`http://127.0.0.1:${instance.port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const line = (await res.text()).split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? 0 : Number(line.slice(series.length + 1));
  };

  it('signs up on one instance, publishes and applies across both, stores an upload in S3 and sends an e-mail', async () => {
    const first = proxy.served.length;
    // Round robin: the contractor's sign-up reaches one instance, the freelancer's the other.
    const contractorSignup = await call('/api/auth/signup', {
      method: 'POST',
      body: JSON.stringify(contractorSignupPayload()),
    });
    expect(contractorSignup.status).toBe(201);
    const freelancer = freelancerSignupPayload();
    const freelancerSignup = await call('/api/auth/signup', { method: 'POST', body: JSON.stringify(freelancer) });
    expect(freelancerSignup.status).toBe(201);
    expect(proxy.served.slice(first)).toEqual([0, 1]);
    const [a, b] = instances as [AppInstance, AppInstance];
    const signups = 'http_requests_total{method="POST",route="/api/auth/signup",status_code="201"}';
    expect([await metricOf(a, signups), await metricOf(b, signups)]).toEqual([1, 1]);
    const contractor = cookieOf(contractorSignup);
    const person = cookieOf(freelancerSignup);

    // Published through one instance, applied to through the other, seen by the contractor on the first.
    const published = await call('/api/contractor/jobs', {
      method: 'POST',
      cookie: contractor,
      body: JSON.stringify(jobPayload()),
    });
    expect(published.status).toBe(201);
    const { id: jobId } = (await published.json()) as { id: string };
    const applied = await call(`/api/jobs/${jobId}/apply`, { method: 'POST', cookie: person });
    expect(applied.status).toBe(201);
    const detail = await call(`/api/contractor/jobs/${jobId}`, { cookie: contractor });
    expect(((await detail.json()) as { applications: unknown[] }).applications).toHaveLength(1);

    // An avatar: re-encoded by one instance into the S3-compatible store, named by the other.
    const form = new FormData();
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'eu.png');
    const uploaded = await call('/api/profile/avatar', { method: 'POST', cookie: person, body: form });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()) as { url: string };
    expect(url.startsWith(`${s3Endpoint}/${BUCKET}/`)).toBe(true);
    const s3Client = new S3Client({
      region: 'us-east-1',
      endpoint: s3Endpoint,
      forcePathStyle: true,
      credentials: S3_KEYS,
    });
    try {
      const head = await s3Client.send(
        new HeadObjectCommand({ Bucket: BUCKET, Key: url.slice(`${s3Endpoint}/${BUCKET}/`.length) }),
      );
      expect(head.ContentType).toBe('image/webp');
      expect(head.ContentLength).toBeGreaterThan(0);
    } finally {
      s3Client.destroy();
    }
    const profile = await call('/api/profile', { cookie: person });
    expect(((await profile.json()) as { avatar_url: string }).avatar_url).toBe(url);

    // An e-mail over SMTP: the password reset link names the proxy's address, not an instance's.
    const forgot = await call('/api/auth/forgot-password', {
      method: 'POST',
      body: JSON.stringify({ email: freelancer.email }),
    });
    expect(forgot.ok).toBe(true);
    await expect
      .poll(() => smtp.messages.filter((m) => m.to.includes(freelancer.email ?? '')).length, { timeout: 15_000 })
      .toBe(1);
    const mail = smtp.messages.find((m) => m.to.includes(freelancer.email ?? ''));
    expect(mail?.data.replace(/=\r\n/g, '')).toContain(`${proxy.origin}/`);

    // One request id from the proxy's client to the answer; both instances served the journey.
    const traced = await call('/api/ready', { headers: { 'x-request-id': 'topologia-1' } });
    expect([traced.status, traced.headers.get('x-request-id')]).toEqual([200, 'topologia-1']);
    expect(new Set(proxy.served)).toEqual(new Set([0, 1]));
  }, 120_000);

  it('stops both instances gracefully on SIGTERM', async () => {
    const codes = await Promise.all(instances.map((instance) => instance.stop()));
    instances = [];
    expect(codes).toEqual([0, 0]);
  }, 60_000);
});
