import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '@vamos/shared/schemas/notifications';
import { notifications, payments } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  jobPayload,
  moveShift,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';
import { notify } from './notifications.service.ts';

const CUSTOMER = { name: 'Maria da Silva', email: 'maria@teste.com.br', cpf: '529.982.247-25' };

/**
 * Every event that matters to a person stores exactly the notifications listed in issue 12 (who
 * hears what, in Portuguese, linking to the right screen) and nothing for anyone else; each is
 * stored once; each user reads and changes only their own.
 */
describe.each(TEST_DATABASES)('notifications on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { DEV_TOOLS: 'true' });
    t.deps.events.subscribe((event) => events.push(event));
    contractor = await signupContractor(t, { full_name: 'João Pereira', company_name: 'Bar do João' });
    await grant(t, contractor.user.id, 'credit', 100);
  });
  afterAll(async () => t.close());

  const post = (who: SignedUpUser, url: string, payload?: object) =>
    t.request({ method: 'POST', url, cookie: who.cookie, ...(payload ? { payload } : {}) });
  const get = (who: SignedUpUser, url: string) => t.request({ method: 'GET', url, cookie: who.cookie });

  /** The notifications of these users, as [user, kind, title], oldest first. */
  async function stored(...who: SignedUpUser[]) {
    const rows = await t.deps.db
      .select()
      .from(notifications)
      .where(
        inArray(
          notifications.userId,
          who.map((u) => u.user.id),
        ),
      )
      .orderBy(notifications.createdAt, notifications.id);
    return rows;
  }
  /** Who got which kind, sorted (the notices of one transaction share its time). */
  const summary = async (...who: SignedUpUser[]) => {
    const names = new Map(who.map((u, i) => [u.user.id, `u${i}`]));
    return (await stored(...who)).map((r) => `${names.get(r.userId)} ${r.kind}`).sort();
  };
  const applied = async (f: SignedUpUser, jobId: string) => {
    const res = await applyAs(t, f, jobId);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const freelancers = (n: number) =>
    Promise.all(Array.from({ length: n }, (_, i) => signupFreelancer(t, { full_name: `Ana Souza ${i + 1}` })));

  it('applying tells the contractor only; approving tells the freelancer, with date, time and address', async () => {
    const owner = await signupContractor(t, { full_name: 'Carla Dias' });
    const [f] = await freelancers(1);
    if (!f) throw new Error('no freelancer');
    const job = await createJob(t, owner, {
      service_date: '2030-12-12',
      payment_date: '2030-12-15',
      start_time: '18:00',
      end_time: '23:30',
    });
    const applicationId = await applied(f, job.id);
    expect(await summary(owner, f)).toEqual(['u0 application_received']);
    const [received] = await stored(owner);
    expect(received).toMatchObject({
      title: `Nova candidatura em ${job.title} — 12/12`,
      body: 'Ana Souza 1 se candidatou. Veja o perfil e aprove ou recuse.',
      link: `/contractor/jobs/${job.id}/details`,
      ref: `application:${applicationId}`,
      readAt: null,
    });

    expect((await approveAs(t, owner, applicationId)).statusCode).toBe(200);
    // Her second credit of the free plan went too: she hears that, as well.
    expect(await summary(owner, f)).toEqual(['u0 application_received', 'u0 credits_low', 'u1 application_approved']);
    const [approved] = await stored(f);
    expect(approved).toMatchObject({
      title: `Você foi aprovado em ${job.title} — 12/12!`,
      body: '12/12/2030, das 18:00 às 23:30, em Avenida Paulista, 1000 — Bela Vista, São Paulo - SP. O contato de Bar do João já está disponível na vaga.',
      link: `/jobs/${job.id}`,
    });
    // Heard live: the bell of each recipient refetches, after the commit.
    expect(events.filter((e) => e.type === 'notification.changed').flatMap((e) => e.userIds)).toEqual(
      expect.arrayContaining([owner.user.id, f.user.id]),
    );
  });

  it('the last place turns the others away ("preenchida"); a rejection is told to the rejected only', async () => {
    const job = await createJob(t, contractor, { required_people: 1 });
    const [a, b, c] = await freelancers(3);
    if (!a || !b || !c) throw new Error('no freelancers');
    const [ia, ib, ic] = [await applied(a, job.id), await applied(b, job.id), await applied(c, job.id)];
    expect((await post(contractor, `/api/contractor/applications/${ib}/reject`)).statusCode).toBe(200);
    expect((await approveAs(t, contractor, ia)).statusCode).toBe(200);
    expect(await summary(a, b, c)).toEqual([
      'u0 application_approved',
      'u1 application_rejected',
      'u2 application_closed',
    ]);
    const closed = (await stored(c))[0];
    expect(closed?.title).toBe(
      `A vaga ${job.title} — ${job.service_date.slice(8, 10)}/${job.service_date.slice(5, 7)} foi preenchida`,
    );
    expect(closed?.ref).toBe(`application:${ic}`);
    expect((await stored(b))[0]?.link).toBe('/freelancer/jobs');
  });

  it('"Desistir" tells the contractor; cancelling the job tells the approved (refund) and the pending', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const [a, b, c] = await freelancers(3);
    if (!a || !b || !c) throw new Error('no freelancers');
    const [ia, ib] = [await applied(a, job.id), await applied(b, job.id)];
    await applied(c, job.id);
    for (const id of [ia, ib]) expect((await approveAs(t, contractor, id)).statusCode).toBe(200);
    const before = (await stored(contractor)).length;
    expect((await post(b, `/api/freelancer/applications/${ib}/withdraw`)).statusCode).toBe(200);
    const gaveUp = (await stored(contractor)).slice(before);
    expect(gaveUp.map((n) => [n.kind, n.title])).toEqual([
      ['application_withdrawn', `Ana Souza 2 desistiu de ${job.title} — ${ddmm(job.service_date)}`],
    ]);

    expect((await post(contractor, `/api/contractor/jobs/${job.id}/cancel`)).statusCode).toBe(204);
    expect(await summary(a, b, c)).toEqual([
      'u0 application_approved',
      'u0 job_cancelled',
      'u1 application_approved',
      'u2 application_closed',
    ]);
    const cancelled = (await stored(a)).find((n) => n.kind === 'job_cancelled');
    expect(cancelled?.body).toMatch(/^O contratante cancelou o evento\. Devolvemos \d+ moedas ao seu saldo\.$/);
    expect((await stored(contractor)).slice(before + 1)).toEqual([]);
  });

  it('concluding tells both sides to rate; a rating tells the one rated', async () => {
    const owner = await signupContractor(t, { full_name: 'Pedro Lima' });
    await grant(t, owner.user.id, 'credit', 10);
    const job = await createJob(t, owner, { required_people: 2 });
    const [a, b] = await freelancers(2);
    if (!a || !b) throw new Error('no freelancers');
    expect((await approveAs(t, owner, await applied(a, job.id))).statusCode).toBe(200);
    await applied(b, job.id);
    // The shift was yesterday: concluding it is open, and so is rating it.
    await moveShift(t, job.id, { service_date: daysFromToday(-1) });
    expect((await post(owner, `/api/contractor/jobs/${job.id}/complete`)).statusCode).toBe(200);
    expect(await summary(owner, a, b)).toEqual([
      'u0 application_received',
      'u0 application_received',
      'u0 job_completed',
      'u1 application_approved',
      'u1 job_completed',
      'u2 application_closed',
    ]);
    const completed = (await stored(owner, a)).filter((n) => n.kind === 'job_completed');
    expect(completed.map((n) => n.link)).toEqual(
      expect.arrayContaining([`/contractor/evaluation?jobId=${job.id}`, `/freelancer/evaluation?jobId=${job.id}`]),
    );

    const rating = { job_id: job.id, evaluated_id: owner.user.id, rating: 5, comment: 'Ótimo lugar', punctual: true };
    const res = await post(a, '/api/evaluations', { ...rating, proactive: true, polite: true, agile: true });
    expect(res.statusCode, res.body).toBe(201);
    const received = (await stored(owner)).filter((n) => n.kind === 'evaluation_received');
    // The link opens the evaluation received (its tab, that evaluation), not the profile form.
    const evaluationId = (JSON.parse(res.body) as { id: string }).id;
    expect(received.map((n) => [n.title, n.body, n.link])).toEqual([
      [
        'Você recebeu uma avaliação de Ana Souza 1',
        `5 estrelas em ${job.title} — ${ddmm(daysFromToday(-1))}.`,
        `/contractor/evaluation?received=${evaluationId}`,
      ],
    ]);
    expect((await stored(a, b)).filter((n) => n.kind === 'evaluation_received')).toEqual([]);
  });

  it('moving an approved shift tells the approved freelancers, each change once', async () => {
    const job = await createJob(t, contractor, { required_people: 2 });
    const [a, b] = await freelancers(2);
    if (!a || !b) throw new Error('no freelancers');
    expect((await approveAs(t, contractor, await applied(a, job.id))).statusCode).toBe(200);
    await applied(b, job.id);
    const edit = (startTime: string) =>
      t.request({
        method: 'PUT',
        url: `/api/contractor/jobs/${job.id}`,
        cookie: contractor.cookie,
        payload: {
          ...jobPayload({ service_date: job.service_date, required_people: job.required_people }),
          start_time: startTime,
          confirm_shift_change: true,
        },
      });
    expect((await edit('19:00')).statusCode).toBe(200);
    expect((await edit('20:00')).statusCode).toBe(200);
    const changes = (await stored(a, b)).filter((n) => n.kind === 'shift_changed');
    expect(changes.map((n) => [n.userId, n.body])).toEqual([
      [a.user.id, expect.stringContaining('das 19:00 às 23:30')],
      [a.user.id, expect.stringContaining('das 20:00 às 23:30')],
    ]);
  });

  it('a confirmed PIX and an expired one tell the buyer', async () => {
    const f = await signupFreelancer(t);
    const buy = async () => {
      const res = await post(f, '/api/payments/coins', { package_id: 'pro', customer: CUSTOMER });
      expect(res.statusCode, res.body).toBe(201);
      const id = res.json<{ id: string }>().id;
      const [row] = await t.deps.db.select().from(payments).where(eq(payments.id, id));
      return row?.providerPaymentId ?? '';
    };
    const dev = async (action: 'expire' | 'confirm') =>
      expect((await t.app.inject({ method: 'POST', url: `/dev/pix/${await buy()}/${action}` })).statusCode).toBe(303);
    await dev('expire');
    await dev('confirm');
    expect((await stored(f)).map((n) => n.kind)).toEqual(['payment_expired', 'payment_confirmed']);
    expect((await stored(f)).map((n) => n.title)).toEqual(['Seu PIX expirou', 'Pagamento confirmado']);
    expect((await stored(f))[1]?.body).toMatch(
      /^Recebemos seu PIX de R\$\s[\d,]+: \d+ moedas adicionadas ao seu saldo\.$/,
    );
  });

  it('the last credit spent (publishing or approving) tells the contractor once', async () => {
    const credited = async (who: SignedUpUser) =>
      (await stored(who)).filter((n) => n.kind === 'credits_low').map((n) => [n.title, n.link]);
    const publisher = await signupContractor(t); // the free plan's 2 credits
    await createJob(t, publisher);
    expect(await credited(publisher)).toEqual([]);
    await createJob(t, publisher);
    expect(await credited(publisher)).toEqual([['Seus créditos acabaram', '/contractor/subscription']]);

    const approver = await signupContractor(t);
    const job = await createJob(t, approver);
    const [f] = await freelancers(1);
    if (!f) throw new Error('no freelancer');
    expect(await credited(approver)).toEqual([]);
    expect((await approveAs(t, approver, await applied(f, job.id))).statusCode).toBe(200);
    expect(await credited(approver)).toEqual([['Seus créditos acabaram', '/contractor/subscription']]);
  });

  it('twenty identical announcements at once store one notification', async () => {
    const f = await signupFreelancer(t);
    const notice = {
      userId: f.user.id,
      kind: 'application_rejected' as const,
      ref: 'application:00000000-0000-4000-8000-000000000001',
      data: { jobId: 'x', jobTitle: 'Garçom', serviceDate: '2030-12-12', applicationId: 'y' },
    };
    await Promise.all(Array.from({ length: 20 }, () => inTransaction(t.deps.db, (tx) => notify(t.deps, tx, notice))));
    expect(await summary(f)).toEqual(['u0 application_rejected']);
  });

  it('a rolled-back change stores nothing and announces nothing', async () => {
    const f = await signupFreelancer(t);
    const seen = events.length;
    await expect(
      inTransaction(t.deps.db, async (tx) => {
        await notify(t.deps, tx, {
          userId: f.user.id,
          kind: 'application_rejected',
          ref: 'application:rollback',
          data: { jobId: 'x', jobTitle: 'Garçom', serviceDate: '2030-12-12', applicationId: 'y' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await stored(f)).toEqual([]);
    expect(events.slice(seen).filter((e) => e.type === 'notification.changed')).toEqual([]);
  });

  describe('the list', () => {
    let owner: SignedUpUser;
    let other: SignedUpUser;
    beforeAll(async () => {
      owner = await signupFreelancer(t);
      other = await signupFreelancer(t);
      await inTransaction(t.deps.db, (tx) =>
        notify(
          t.deps,
          tx,
          Array.from({ length: 25 }, (_, i) => ({
            userId: owner.user.id,
            kind: 'application_rejected' as const,
            ref: `application:list-${i}`,
            data: { jobId: `job-${i}`, jobTitle: `Vaga ${i}`, serviceDate: daysFromToday(3), applicationId: `a-${i}` },
          })),
        ),
      );
      await inTransaction(t.deps.db, (tx) =>
        notify(t.deps, tx, {
          userId: other.user.id,
          kind: 'application_rejected',
          ref: 'application:other',
          data: { jobId: 'j', jobTitle: 'Outra', serviceDate: daysFromToday(3), applicationId: 'a' },
        }),
      );
    });

    it('pages newest first with a cursor, every notification once, with the unread count', async () => {
      const first = await get(owner, '/api/notifications?limit=10');
      expect(first.statusCode, first.body).toBe(200);
      const page1 = first.json<NotificationPage>();
      expect(page1.items).toHaveLength(10);
      expect(page1.unread_count).toBe(25);
      expect(page1.items[0]).toEqual({
        id: expect.any(String),
        kind: 'application_rejected',
        title: expect.stringMatching(/^Sua candidatura em Vaga \d+ — \d\d\/\d\d não foi aprovada$/),
        body: 'Nenhuma moeda foi cobrada. Há novas vagas todos os dias: continue se candidatando.',
        link: '/freelancer/jobs',
        action_label: null,
        read: false,
        created_at: expect.any(String),
      });
      const seen = [...page1.items];
      let cursor = page1.next_cursor;
      while (cursor) {
        const page = (await get(owner, `/api/notifications?limit=10&cursor=${cursor}`)).json<NotificationPage>();
        seen.push(...page.items);
        cursor = page.next_cursor;
      }
      expect(seen).toHaveLength(25);
      expect(new Set(seen.map((n) => n.id)).size).toBe(25);
      expect(seen.map((n) => n.title)).not.toContainEqual(expect.stringContaining('Outra'));
    });

    it('lists two notifications made in the same instant in the order they were made, page after page', async () => {
      const f = await signupFreelancer(t);
      const told = async (i: number) => {
        await inTransaction(t.deps.db, (tx) =>
          notify(t.deps, tx, {
            userId: f.user.id,
            kind: 'application_rejected',
            ref: `application:same-instant-${i}`,
            data: { jobId: `j-${i}`, jobTitle: `Vaga ${i}`, serviceDate: daysFromToday(3), applicationId: `a-${i}` },
          }),
        );
        const [row] = await t.deps.db
          .select({ id: notifications.id })
          .from(notifications)
          .where(and(eq(notifications.userId, f.user.id), eq(notifications.ref, `application:same-instant-${i}`)));
        return row!.id;
      };
      const older = await told(1);
      const newer = await told(2);
      // Two notices of one instant (PGlite's clock counts milliseconds; on PostgreSQL, one transaction's).
      await t.deps.db.execute(sql`UPDATE notifications SET created_at = now() WHERE user_id = ${f.user.id}`);
      expect((await get(f, '/api/notifications')).json<NotificationPage>().items.map((n) => n.id)).toEqual([
        newer,
        older,
      ]);
      // One at a time: the cursor goes on from the newer to the older, and no further.
      const first = (await get(f, '/api/notifications?limit=1')).json<NotificationPage>();
      expect(first.items.map((n) => n.id)).toEqual([newer]);
      const second = (await get(f, `/api/notifications?limit=1&cursor=${first.next_cursor}`)).json<NotificationPage>();
      expect(second.items.map((n) => n.id)).toEqual([older]);
      expect(second.next_cursor).toBeNull();
    });

    it('marks one read, then all; another user cannot read or mark mine', async () => {
      const page = (await get(owner, '/api/notifications')).json<NotificationPage>();
      const [mine] = page.items;
      if (!mine) throw new Error('no notification');
      expect((await post(other, `/api/notifications/${mine.id}/read`)).json().error.code).toBe(
        'NOTIFICATION_NOT_FOUND',
      );
      expect((await stored(owner)).find((n) => n.id === mine.id)?.readAt).toBeNull();
      expect((await post(owner, `/api/notifications/${mine.id}/read`)).statusCode).toBe(204);
      expect((await post(owner, `/api/notifications/${mine.id}/read`)).statusCode).toBe(204);
      expect((await get(owner, '/api/notifications/unread-count')).json()).toEqual({ unread_count: 24 });
      expect((await post(other, '/api/notifications/read-all')).json()).toEqual({ updated: 1 });
      expect((await get(owner, '/api/notifications/unread-count')).json()).toEqual({ unread_count: 24 });
      expect((await post(owner, '/api/notifications/read-all')).json()).toEqual({ updated: 24 });
      expect((await get(owner, '/api/notifications/unread-count')).json()).toEqual({ unread_count: 0 });
      const reread = (await get(owner, '/api/notifications?limit=50')).json<NotificationPage>();
      expect(reread.items.every((n) => n.read)).toBe(true);
    });

    it('answers bad input in Portuguese and never a 5xx; signed out is 401', async () => {
      for (const url of ['/api/notifications?limit=0', '/api/notifications?limit=1000']) {
        const res = await get(owner, url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message).toMatch(/[a-zà-ú]/i);
      }
      // A cursor is opaque: anything this server did not write is the 400 every list answers (http/cursor.ts).
      const forged = (text: string) => Buffer.from(text).toString('base64url');
      for (const cursor of [
        'nao-e-um-cursor',
        forged('2030-01-01T00:00:00.000000Z|x'),
        forged(`2030-02-30T00:00:00.000000Z|${randomUUID()}`),
        forged(`2030-01-01T00:00:00.000Z|${randomUUID()}`),
        forged(`2030-01-01T00:00:00.000000Z|${randomUUID()}|mais`),
        'A'.repeat(300),
      ]) {
        const res = await get(owner, `/api/notifications?cursor=${cursor}`);
        expect([res.statusCode, res.json().error], cursor).toEqual([
          400,
          { code: 'VALIDATION', message: 'Cursor inválido', fields: { cursor: 'Cursor inválido' } },
        ]);
      }
      // An empty one is no cursor: the first page, as on the job board.
      expect((await get(owner, '/api/notifications?cursor=')).statusCode).toBe(200);
      expect((await post(owner, '/api/notifications/nao-e-id/read')).statusCode).toBe(404);
      const anonymous = await t.request({ method: 'GET', url: '/api/notifications' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});

function ddmm(isoDate: string): string {
  return `${isoDate.slice(8, 10)}/${isoDate.slice(5, 7)}`;
}
