import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateEventInput } from '@vamos/shared/schemas/job-events';
import type { ContractorEvent, ContractorJobsResponse, CreatedEvent } from '@vamos/shared/schemas/job-views';
import { jobEvents, jobs } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  daysFromToday,
  eventPayload,
  grant,
  jobPayload,
  signupContractor,
  signupFreelancer,
  startedToday,
  type SignedUpUser,
} from '../../test/factories.ts';
import { applicationsOf, balanceOf, ledgerByReason, ledgerMismatches } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const URL = '/api/contractor/events';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** 'Publicar evento' and 'Repetir semanalmente' (issue 26, decision 0038). */
describe.each(TEST_DATABASES)('events and weekly series on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const publish = (who: { cookie: string }, body: unknown) =>
    t.request({ method: 'POST', url: URL, cookie: who.cookie, payload: body as object });
  const getEvent = (who: { cookie: string }, id: string) =>
    t.request({ method: 'GET', url: `${URL}/${id}`, cookie: who.cookie });
  const post = (who: { cookie: string }, url: string) => t.request({ method: 'POST', url, cookie: who.cookie });
  const jobsOfEvent = (eventId: string) =>
    t.deps.db.select().from(jobs).where(eq(jobs.eventId, eventId)).orderBy(jobs.createdAt);
  const eventsOf = (userId: string) => t.deps.db.select().from(jobEvents).where(eq(jobEvents.contractorId, userId));

  /** A contractor holding exactly `credits` credits (the free plan's 2, plus or minus). */
  async function contractorWith(credits: number): Promise<SignedUpUser> {
    const c = await signupContractor(t);
    if (credits > 2) await grant(t, c.user.id, 'credit', credits - 2);
    if (credits < 2) {
      for (let i = credits; i < 2; i++) {
        await t.request({ method: 'POST', url: '/api/contractor/jobs', cookie: c.cookie, payload: jobPayload() });
      }
    }
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(credits);
    return c;
  }

  async function published(who: SignedUpUser, body: CreateEventInput = eventPayload()): Promise<CreatedEvent> {
    const res = await publish(who, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedEvent>();
  }

  it('signed out: 401; a freelancer: 403; nothing written', async () => {
    expect((await t.request({ method: 'POST', url: URL, payload: eventPayload() })).statusCode).toBe(401);
    const f = await signupFreelancer(t);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const r of [
      await publish(f, eventPayload()),
      await getEvent(f, id),
      await post(f, `${URL}/${id}/cancel`),
      await post(f, `${URL}/${id}/complete`),
    ]) {
      expect(r.statusCode).toBe(403);
    }
    expect(await eventsOf(f.user.id)).toEqual([]);
  });

  it('publishes one job per role, linked to one event, one credit each, in the roles’ order', async () => {
    const c = await contractorWith(5);
    const created = await published(c);
    expect(created.credits_spent).toBe(3);
    expect(created.job_ids).toHaveLength(3);
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(2);
    expect((await ledgerByReason(t, 'job_creation', [c.user.id])).credit).toEqual({ n: 3, total: -3 });
    expect(await ledgerMismatches(t, [c.user.id])).toEqual([]);

    const rows = await jobsOfEvent(created.id);
    expect(rows.map((j) => [j.title, j.requiredPeople, j.salaryCents, j.requirements])).toEqual([
      ['Garçom', 6, 15_000, 'Camisa branca'],
      ['Bartender', 2, 20_000, 'Avental preto'],
      ['Segurança', 1, 18_000, 'Terno preto'],
    ]);
    expect(new Set(rows.map((j) => j.company))).toEqual(new Set(['Bar do João']));
    expect(rows.every((j) => j.contractorId === c.user.id && j.status === 'active')).toBe(true);

    const event = (await getEvent(c, created.id)).json<ContractorEvent>();
    expect(event).toMatchObject({
      name: 'Casamento Silva',
      roles: 3,
      weeks: 1,
      can: { cancel: true, complete: false },
    });
    expect(event.jobs.map((j) => `${j.title} ${j.approved_count}/${j.required_people}`)).toEqual([
      'Garçom 0/6',
      'Bartender 0/2',
      'Segurança 0/1',
    ]);
    // The job list says which event each job belongs to.
    const list = (
      await t.request({ method: 'GET', url: '/api/contractor/jobs', cookie: c.cookie })
    ).json<ContractorJobsResponse>();
    expect(list.jobs.filter((j) => j.event?.id === created.id)).toHaveLength(3);
    expect(list.jobs.find((j) => j.event?.id === created.id)?.event?.name).toBe('Casamento Silva');
  });

  it('an event without a name is named by its company', async () => {
    const c = await contractorWith(3);
    const created = await published(c, eventPayload({ name: '   ' }));
    expect((await getEvent(c, created.id)).json<ContractorEvent>().name).toBe('Bar do João');
  });

  it('Repetir semanalmente: the same job for N weeks, seven days apart, N credits', async () => {
    const c = await contractorWith(6);
    const body = eventPayload({
      name: '',
      roles: [{ segment: 'GARCOM', required_people: 2, salary_cents: 15_000, requirements: 'Camisa preta' }],
      weeks: 4,
      service_date: daysFromToday(3),
      payment_date: daysFromToday(5),
    });
    const created = await published(c, body);
    expect(created.credits_spent).toBe(4);
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(2);
    const rows = await jobsOfEvent(created.id);
    expect(rows.map((j) => [j.serviceDate, j.paymentDate])).toEqual(
      [0, 1, 2, 3].map((w) => [daysFromToday(3 + 7 * w), daysFromToday(5 + 7 * w)]),
    );
    const [event] = await eventsOf(c.user.id);
    expect(event).toMatchObject({ roles: 1, weeks: 4 });
  });

  it('short of credits: says how many are needed and held, and creates nothing', async () => {
    const c = await contractorWith(4);
    const fiveRoles = eventPayload({
      roles: (['GARCOM', 'BARTENDER', 'SEGURANCA', 'RECEPCIONISTA', 'LIMPEZA'] as const).map((segment) => ({
        segment,
        required_people: 1,
        salary_cents: 10_000,
        requirements: 'Roupa preta',
      })),
    });
    const res = await publish(c, fiveRoles);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorBody>().error).toEqual({
      code: 'INSUFFICIENT_CREDITS_FOR_EVENT',
      message:
        'Créditos insuficientes: publicar estas vagas usa 5 créditos e você tem 4 créditos. Confira os planos de assinatura para ganhar mais créditos.',
    });
    // Two roles for three weeks is six.
    const series = await publish(c, eventPayload({ roles: fiveRoles.roles.slice(0, 2), weeks: 3 }));
    expect(series.json<ErrorBody>().error.message).toContain('usa 6 créditos e você tem 4 créditos');
    expect(await eventsOf(c.user.id)).toEqual([]);
    expect(await t.deps.db.select().from(jobs).where(eq(jobs.contractorId, c.user.id))).toEqual([]);
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(4);
    expect(await ledgerMismatches(t, [c.user.id])).toEqual([]);
  });

  it('refuses bad roles and weeks with Portuguese messages, never a 5xx, writing nothing', async () => {
    const c = await contractorWith(3);
    const role = eventPayload().roles[0]!;
    const cases: [unknown, string, string][] = [
      [eventPayload({ roles: [] }), 'roles', 'Adicione pelo menos uma função'],
      [{ ...eventPayload(), roles: undefined }, 'roles', 'Adicione pelo menos uma função'],
      [{ ...eventPayload(), roles: 'GARCOM' }, 'roles', 'Adicione pelo menos uma função'],
      [
        eventPayload({ roles: Array.from({ length: 11 }, () => role) }),
        'roles',
        'Um evento pode ter no máximo 10 funções',
      ],
      [
        eventPayload({ roles: [role, { ...role, required_people: 3 }] }),
        'roles.1.segment',
        'Esta função já está no evento: ajuste o número de pessoas da outra',
      ],
      [
        eventPayload({ roles: [{ ...role, segment: 'ASTRONAUTA' as 'GARCOM' }] }),
        'roles.0.segment',
        'Segmento inválido',
      ],
      [
        eventPayload({ roles: [{ ...role, salary_cents: undefined as unknown as number }] }),
        'roles.0.salary_cents',
        'Valor é obrigatório',
      ],
      [
        eventPayload({ roles: [{ ...role, required_people: 51 }] }),
        'roles.0.required_people',
        'Número de pessoas não pode exceder 50',
      ],
      [
        eventPayload({ roles: [null as never] }),
        'roles.0',
        'Função inválida: informe segmento, número de pessoas, valor e vestimentas',
      ],
      [eventPayload({ weeks: 9 }), 'weeks', 'Escolha de 1 a 8 semanas'],
      [eventPayload({ weeks: 0 }), 'weeks', 'Escolha de 1 a 8 semanas'],
      [{ ...eventPayload(), weeks: '4' }, 'weeks', 'Escolha de 1 a 8 semanas'],
      [eventPayload({ weeks: 2.5 }), 'weeks', 'Escolha de 1 a 8 semanas'],
      [eventPayload({ name: 'x'.repeat(101) }), 'name', 'O nome do evento pode ter no máximo 100 caracteres'],
      [eventPayload({ service_date: daysFromToday(-1) }), 'service_date', 'Data do serviço não pode ser no passado'],
      [
        eventPayload({ payment_date: daysFromToday(1), service_date: daysFromToday(3) }),
        'payment_date',
        'Data de pagamento não pode ser anterior à data do serviço',
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await publish(c, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      const fields = res.json<ErrorBody>().error.fields ?? {};
      expect(fields[field], JSON.stringify(fields)).toBe(message);
    }
    for (const body of [null, [], 'texto', { roles: [{}] }, { ...eventPayload(), roles: { length: 1e9 } }]) {
      const status = (await publish(c, body)).statusCode;
      expect(status === 400 || status === 415, `${JSON.stringify(body)}: ${status}`).toBe(true);
    }
    expect(await eventsOf(c.user.id)).toEqual([]);
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(3);
  });

  it('only the owner sees, cancels or concludes an event: anyone else gets 404 and nothing moves', async () => {
    const owner = await contractorWith(3);
    const created = await published(owner);
    const other = await signupContractor(t);
    expect((await getEvent(other, created.id)).json<ErrorBody>().error).toEqual({
      code: 'EVENT_NOT_FOUND',
      message: 'Evento não encontrado.',
    });
    for (const url of [`${URL}/${created.id}/cancel`, `${URL}/${created.id}/complete`]) {
      const res = await post(other, url);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().error.code).toBe('EVENT_NOT_FOUND');
    }
    for (const id of ['nao-e-um-id', '00000000-0000-4000-8000-000000000000']) {
      expect((await getEvent(owner, id)).statusCode).toBe(404);
      expect((await post(owner, `${URL}/${id}/cancel`)).statusCode).toBe(404);
    }
    expect((await jobsOfEvent(created.id)).map((j) => j.status)).toEqual(['active', 'active', 'active']);
  });

  it('shows each role’s progress as people are approved', async () => {
    const c = await contractorWith(10);
    const created = await published(c);
    const garcom = created.job_ids[0]!;
    const f = await signupFreelancer(t);
    const applied = await applyAs(t, f, garcom);
    expect(applied.statusCode).toBe(201);
    expect((await approveAs(t, c, applied.json<{ id: string }>().id)).statusCode).toBe(200);
    const event = (await getEvent(c, created.id)).json<ContractorEvent>();
    expect(event.jobs.map((j) => `${j.title} ${j.approved_count}/${j.required_people}`)).toEqual([
      'Garçom 1/6',
      'Bartender 0/2',
      'Segurança 0/1',
    ]);
  });

  it('cancelling the event cancels each job through its lifecycle: coins back, everyone told, gone from lists', async () => {
    const c = await contractorWith(10);
    const created = await published(c);
    const f = await signupFreelancer(t);
    const coinsBefore = await balanceOf(t, f.user.id, 'coin');
    // Garçom costs 15 coins (10% of R$ 150,00), all a new freelancer holds.
    const applied = (await applyAs(t, f, created.job_ids[0]!)).json<{ id: string }>();
    expect((await approveAs(t, c, applied.id)).statusCode).toBe(200);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(coinsBefore - 15);
    const pending = await signupFreelancer(t);
    expect((await applyAs(t, pending, created.job_ids[0]!)).statusCode).toBe(201);

    expect((await post(c, `${URL}/${created.id}/cancel`)).statusCode).toBe(204);
    expect((await jobsOfEvent(created.id)).map((j) => j.status)).toEqual(['cancelled', 'cancelled', 'cancelled']);
    expect(await balanceOf(t, f.user.id, 'coin')).toBe(coinsBefore);
    const shifts = await applicationsOf(t, created.job_ids[0]!);
    expect(shifts.find((a) => a.freelancerId === f.user.id)?.status).toBe('job_cancelled');
    expect(shifts.find((a) => a.freelancerId === pending.user.id)?.status).toBe('rejected');
    const notified = await t.request({ method: 'GET', url: '/api/notifications', cookie: f.cookie });
    expect(notified.body).toContain('job_cancelled');
    expect((await getEvent(c, created.id)).statusCode).toBe(404);
    const list = (
      await t.request({ method: 'GET', url: '/api/contractor/jobs', cookie: c.cookie })
    ).json<ContractorJobsResponse>();
    expect(list.jobs.filter((j) => j.event?.id === created.id)).toEqual([]);
    // Credits spent publishing are not returned (as for a single job); a second cancel is refused.
    expect(await balanceOf(t, c.user.id, 'credit')).toBe(10 - 3 - 1);
    expect((await post(c, `${URL}/${created.id}/cancel`)).json<ErrorBody>().error.code).toBe('JOB_CANCELLED');
    expect(await ledgerMismatches(t, [c.user.id, f.user.id])).toEqual([]);
  });

  it('concluding the event concludes the started jobs with someone booked and closes the empty ones', async () => {
    const c = await contractorWith(10);
    const notYet = await published(c);
    expect((await post(c, `${URL}/${notYet.id}/complete`)).json<ErrorBody>().error.code).toBe('JOB_NOT_STARTED');

    const today = startedToday();
    const created = await published(c, eventPayload({ ...today, payment_date: daysFromToday(1) }));
    expect((await post(c, `${URL}/${created.id}/complete`)).json<ErrorBody>().error.code).toBe('JOB_CANNOT_COMPLETE');
    const f = await signupFreelancer(t);
    const applied = (await applyAs(t, f, created.job_ids[0]!)).json<{ id: string }>();
    expect((await approveAs(t, c, applied.id)).statusCode).toBe(200);
    expect((await getEvent(c, created.id)).json<ContractorEvent>().can).toEqual({ cancel: true, complete: true });

    expect((await post(c, `${URL}/${created.id}/complete`)).statusCode).toBe(204);
    expect((await jobsOfEvent(created.id)).map((j) => j.status)).toEqual(['completed', 'cancelled', 'cancelled']);
    expect((await applicationsOf(t, created.job_ids[0]!)).map((a) => a.status)).toEqual(['attended']);
    const event = (await getEvent(c, created.id)).json<ContractorEvent>();
    expect(event.jobs.map((j) => j.status)).toEqual(['completed']);
    expect(event.can).toEqual({ cancel: false, complete: false });
    expect((await post(c, `${URL}/${created.id}/complete`)).json<ErrorBody>().error.code).toBe('JOB_COMPLETED');
    // The jobs of an event are the single jobs: none of them is touched by another event's conclusion.
    expect((await jobsOfEvent(notYet.id)).map((j) => j.status)).toEqual(['active', 'active', 'active']);
  });

  it('links no job of another publication (each event holds its own jobs only)', async () => {
    const c = await contractorWith(8);
    const a = await published(c);
    const b = await published(c);
    const rows = await t.deps.db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [...a.job_ids, ...b.job_ids]));
    expect(
      rows
        .filter((j) => j.eventId === a.id)
        .map((j) => j.id)
        .sort(),
    ).toEqual([...a.job_ids].sort());
  });
});
