import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences } from '@vamos/shared/schemas/notifications';
import { mailOutbox, notificationDeliveries, notifications } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { decodeQuotedPrintable, startFakeSmtpServer, type FakeSmtpServer } from '../../test/fake-smtp-server.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { deliverDue, MAX_ATTEMPTS } from './delivery-worker.ts';
import * as deliveriesRepo from './deliveries.repo.ts';

const MINUTE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

/**
 * Beyond the app (issue 12): each notification is queued in its own transaction and delivered
 * by e-mail through the Mailer, once, as the person's preferences allow; the queue retries a
 * failing server with back-off, survives a worker that died mid-send, and groups applications.
 */
describe.each(TEST_DATABASES)('notification e-mails on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t, { full_name: 'João Pereira' });
    await grant(t, contractor.user.id, 'credit', 100);
  });
  afterAll(async () => t.close());

  const outboxTo = (email: string) => t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const deliveriesOf = async (userId: string) =>
    t.deps.db
      .select({
        kind: notifications.kind,
        status: notificationDeliveries.status,
        channel: notificationDeliveries.channel,
      })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, userId));
  const applied = async (f: SignedUpUser, jobId: string) => {
    const res = await applyAs(t, f, jobId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const setPreferences = (who: SignedUpUser, categories: object[]) =>
    t.request({ method: 'PUT', url: '/api/notifications/preferences', cookie: who.cookie, payload: { categories } });

  it('an approval e-mails the freelancer once: details, a working link, one-click unsubscribe', async () => {
    const f = await signupFreelancer(t, { full_name: 'Maria da Silva' });
    const job = await createJob(t, contractor, { service_date: '2030-12-12', payment_date: '2030-12-15' });
    expect((await approveAs(t, contractor, await applied(f, job.id))).statusCode).toBe(200);
    expect(await deliveriesOf(f.user.id)).toEqual([
      { kind: 'application_approved', status: 'pending', channel: 'email' },
    ]);
    expect(await outboxTo(f.email)).toEqual([]); // queued, not sent inside the request

    await deliverDue(t.deps);
    await deliverDue(t.deps);
    const mails = await outboxTo(f.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Você foi aprovado em ${job.title} — 12/12!`);
    expect(mail?.textBody).toContain('Olá, Maria!');
    expect(mail?.textBody).toContain('12/12/2030, das 18:00 às 23:30, em Avenida Paulista, 1000');
    expect(mail?.textBody).toContain(`Ver a vaga: http://localhost:3000/jobs/${job.id}`);
    expect(mail?.htmlBody).toContain(`href="http://localhost:3000/jobs/${job.id}"`);
    expect(mail?.htmlBody).toContain('Ver a vaga');
    expect(mail?.htmlBody).toContain('http://localhost:3000/notificacoes/preferencias');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/email\/descadastrar\?token=[\w.-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await deliveriesOf(f.user.id)).toEqual([{ kind: 'application_approved', status: 'sent', channel: 'email' }]);

    // The link works: the freelancer's job detail answers with the contact now visible.
    const detail = await t.request({ method: 'GET', url: `/api/jobs/${job.id}`, cookie: f.cookie });
    expect(detail.statusCode).toBe(200);

    // One click (RFC 8058) turns this category's e-mail off, nothing else.
    const link = /<([^>]+)>/.exec(mail?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const path = link.replace('http://localhost:3000', '');
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('aprovações e turnos');
    const untouched = await t.request({ method: 'GET', url: '/api/notifications/preferences', cookie: f.cookie });
    expect(untouched.json<NotificationPreferences>().categories.find((c) => c.category === 'shifts')?.email).toBe(true);
    const click = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(click.statusCode).toBe(200);
    const prefs = await t.request({ method: 'GET', url: '/api/notifications/preferences', cookie: f.cookie });
    expect(
      prefs
        .json<NotificationPreferences>()
        .categories.filter((c) => !c.email)
        .map((c) => c.category),
    ).toEqual(['shifts', 'news']);
    const forged = await t.app.inject({ method: 'POST', url: `${path.slice(0, -3)}xyz` });
    expect(forged.statusCode).toBe(400);
  });

  it('several applications within ten minutes become one e-mail to the contractor', async () => {
    const owner = await signupContractor(t, { full_name: 'Carla Dias' });
    const job = await createJob(t, owner, { service_date: '2030-12-12', payment_date: '2030-12-15' });
    const names = ['Ana Souza', 'Bruno Lima', 'Caio Reis'];
    for (const name of names) await applied(await signupFreelancer(t, { full_name: name }), job.id);

    await deliverDue(t.deps, { now: later(5 * MINUTE) });
    expect(await outboxTo(owner.email)).toEqual([]);
    await deliverDue(t.deps, { now: later(11 * MINUTE) });
    const mails = await outboxTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual([`3 novas candidaturas em ${job.title} — 12/12`]);
    expect(mails[0]?.textBody).toContain('Ana Souza, Bruno Lima e Caio Reis se candidataram.');
    expect(mails[0]?.textBody).toContain(`http://localhost:3000/contractor/jobs/${job.id}/details`);
    expect((await deliveriesOf(owner.user.id)).map((d) => d.status)).toEqual(['sent', 'sent', 'sent']);
    await deliverDue(t.deps, { now: later(30 * MINUTE) });
    expect(await outboxTo(owner.email)).toHaveLength(1);
  });

  it('the grouped e-mail says only what is still true when it is sent: decided or cancelled ones are left out', async () => {
    const owner = await signupContractor(t, { full_name: 'Dora Lins' });
    await grant(t, owner.user.id, 'credit', 5);
    const job = await createJob(t, owner, {
      required_people: 3,
      service_date: '2030-12-12',
      payment_date: '2030-12-15',
    });
    const [ana, bruno, caio] = [
      await signupFreelancer(t, { full_name: 'Ana Souza' }),
      await signupFreelancer(t, { full_name: 'Bruno Lima' }),
      await signupFreelancer(t, { full_name: 'Caio Reis' }),
    ];
    const anaApp = await applied(ana, job.id);
    await applied(bruno, job.id);
    const caioApp = await applied(caio, job.id);
    // Within the ten minutes: Ana is approved, Caio takes his application back.
    expect((await approveAs(t, owner, anaApp)).statusCode).toBe(200);
    const cancelled = await t.request({
      method: 'DELETE',
      url: `/api/freelancer/applications/${caioApp}`,
      cookie: caio.cookie,
    });
    expect(cancelled.statusCode).toBe(204);

    await deliverDue(t.deps, { now: later(11 * MINUTE) });
    const mails = await outboxTo(owner.email);
    expect(mails.map((m) => m.subject)).toEqual([`Nova candidatura em ${job.title} — 12/12`]);
    expect(mails[0]?.textBody).toContain('Bruno Lima se candidatou');
    expect(mails[0]?.textBody).not.toMatch(/Ana Souza|Caio Reis/);
    expect(
      (await deliveriesOf(owner.user.id))
        .filter((d) => d.channel === 'email')
        .map((d) => d.status)
        .sort(),
    ).toEqual(['sent', 'skipped', 'skipped']);
  });

  it('a grouped e-mail about an event cancelled meanwhile is not sent at all', async () => {
    const owner = await signupContractor(t);
    const job = await createJob(t, owner, { service_date: '2030-12-12', payment_date: '2030-12-15' });
    await applied(await signupFreelancer(t), job.id);
    const res = await t.request({ method: 'POST', url: `/api/contractor/jobs/${job.id}/cancel`, cookie: owner.cookie });
    expect(res.statusCode).toBe(204);
    await deliverDue(t.deps, { now: later(11 * MINUTE) });
    expect(await outboxTo(owner.email)).toEqual([]);
    expect((await deliveriesOf(owner.user.id)).filter((d) => d.channel === 'email').map((d) => d.status)).toEqual([
      'skipped',
    ]);
  });

  it('preferences: e-mail off for a category sends no e-mail for its next event; defaults and consent', async () => {
    const f = await signupFreelancer(t);
    const read = await t.request({ method: 'GET', url: '/api/notifications/preferences', cookie: f.cookie });
    expect(read.json<NotificationPreferences>().categories).toEqual([
      { category: 'applications', email: true, push: true, consented_at: null },
      { category: 'shifts', email: true, push: true, consented_at: null },
      { category: 'reminders', email: true, push: true, consented_at: null },
      { category: 'payments', email: true, push: true, consented_at: null },
      { category: 'evaluations', email: true, push: true, consented_at: null },
      { category: 'news', email: false, push: false, consented_at: null },
      { category: 'job_alerts', email: true, push: true, consented_at: null },
    ]);
    const saved = await setPreferences(f, [
      { category: 'shifts', email: false, push: true },
      { category: 'news', email: true, push: false },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const categories = saved.json<NotificationPreferences>().categories;
    expect(categories.find((c) => c.category === 'shifts')).toMatchObject({ email: false, push: true });
    expect(Date.parse(categories.find((c) => c.category === 'news')?.consented_at ?? '')).toBeGreaterThan(
      Date.now() - MINUTE,
    );

    const job = await createJob(t, contractor);
    expect((await approveAs(t, contractor, await applied(f, job.id))).statusCode).toBe(200);
    await deliverDue(t.deps);
    expect(await outboxTo(f.email)).toEqual([]);
    expect(await deliveriesOf(f.user.id)).toEqual([
      { kind: 'application_approved', status: 'skipped', channel: 'email' },
    ]);
  });

  it('refuses bad preferences in Portuguese and changes nothing', async () => {
    const f = await signupFreelancer(t);
    for (const categories of [
      [],
      [{ category: 'spam', email: true, push: true }],
      [{ category: 'shifts', email: 'sim' }],
    ]) {
      const res = await setPreferences(f, categories);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION');
    }
    const twice = await setPreferences(f, [
      { category: 'shifts', email: false, push: false },
      { category: 'shifts', email: true, push: true },
    ]);
    expect(twice.statusCode).toBe(400);
    const read = await t.request({ method: 'GET', url: '/api/notifications/preferences', cookie: f.cookie });
    expect(read.json<NotificationPreferences>().categories.every((c) => c.category === 'news' || c.email)).toBe(true);
    expect((await t.request({ method: 'GET', url: '/api/notifications/preferences' })).statusCode).toBe(401);
  });

  it('a worker that died mid-send gives its messages back when its claim expires', async () => {
    const f = await signupFreelancer(t);
    const job = await createJob(t, contractor);
    expect((await approveAs(t, contractor, await applied(f, job.id))).statusCode).toBe(200);
    const owner = { token: randomUUID(), until: later(2 * MINUTE) };
    const claimed = await deliveriesRepo.claimDue(t.deps.db, { now: new Date(), limit: 50, owner });
    expect(claimed.map((c) => c.userId)).toContain(f.user.id);
    // … and the process is gone before sending. Another pass before the claim expires leaves it alone:
    await deliverDue(t.deps, { now: later(MINUTE) });
    expect(await outboxTo(f.email)).toEqual([]);
    await deliverDue(t.deps, { now: later(3 * MINUTE) });
    expect(await outboxTo(f.email)).toHaveLength(1);
  });
});

describe.each(TEST_DATABASES)('the queue against a failing SMTP server on %s', (kind) => {
  let t: TestApp;
  let smtp: FakeSmtpServer;
  let contractor: SignedUpUser;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer({ refuseFirst: 3 });
    t = await createTestApp(kind, { SMTP_URL: smtp.url });
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 10);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('retries with back-off and delivers once the server recovers; gives up as failed with the last error', async () => {
    const f = await signupFreelancer(t);
    const job = await createJob(t, contractor);
    expect((await approveAs(t, contractor, (await applyAs(t, f, job.id)).json<{ id: string }>().id)).statusCode).toBe(
      200,
    );
    const toF = () => smtp.messages.filter((m) => m.to.includes(f.email));
    const row = async () =>
      (
        await t.deps.db
          .select()
          .from(notificationDeliveries)
          .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
          .where(eq(notifications.userId, f.user.id))
      )[0]?.notification_deliveries;

    expect(await deliverDue(t.deps)).toMatchObject({ sent: 0, retried: 1 });
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringContaining('451') });
    // Not due again before its back-off (30 s):
    expect(await deliverDue(t.deps, { now: later(10_000) })).toMatchObject({ sent: 0, retried: 0 });
    expect(await deliverDue(t.deps, { now: later(MINUTE) })).toMatchObject({ retried: 1 });
    expect(await deliverDue(t.deps, { now: later(5 * MINUTE) })).toMatchObject({ retried: 1 });
    expect(smtp.refused).toBe(3);
    // The approval; the contractor's application e-mail, due after its ten minutes, is no longer
    // true (the application was approved meanwhile) and is not sent:
    expect(await deliverDue(t.deps, { now: later(20 * MINUTE) })).toMatchObject({ sent: 1, skipped: 1 });
    expect(toF()).toHaveLength(1);
    expect(decodeQuotedPrintable(toF()[0]?.data ?? '')).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 4 });
    await deliverDue(t.deps, { now: later(60 * MINUTE) });
    expect(toF()).toHaveLength(1);

    // A message that keeps failing ends as failed with its last error.
    const [failing] = await t.deps.db
      .insert(notifications)
      .values({
        userId: f.user.id,
        kind: 'payment_expired',
        ref: 'payment:x',
        data: {},
        title: 'T',
        body: 'B',
        link: '/',
      })
      .returning();
    if (!failing) throw new Error('no notification');
    await t.deps.db.insert(notificationDeliveries).values({ notificationId: failing.id, channel: 'email' });
    await t.deps.db
      .update(notificationDeliveries)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(notificationDeliveries.notificationId, failing.id));
    await t.deps.db
      .update(notifications)
      .set({ data: { paymentId: 'x' } })
      .where(inArray(notifications.id, [failing.id]));
    const broken = { ...t.deps, mailer: { send: () => Promise.reject(new Error('SMTP fora do ar')) } };
    expect(await deliverDue(broken, { now: later(2 * 60 * MINUTE) })).toMatchObject({ failed: 1 });
    const [failed] = await t.deps.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, failing.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'SMTP fora do ar' });
  });
});
