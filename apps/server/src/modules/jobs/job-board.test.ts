import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JobListResponseSchema,
  type JobDetail,
  type JobListItem,
  type JobListResponse,
} from '@vamos/shared/schemas/job-views';
import { jobs } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('freelancer job board on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  let freelancer: SignedUpUser;
  let citySequence = 0;
  /** Each test publishes in its own city, so tests sharing the database never see each other's jobs. */
  const freshCity = () => `Cidade Teste ${kind} ${++citySequence}`;

  const list = async (query: string, cookie = freelancer.cookie) => {
    const res = await t.request({ method: 'GET', url: `/api/jobs?${query}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    // The body is written by hand from prewritten items: exactly the schema, nothing more.
    const body = res.json<JobListResponse>();
    expect(JobListResponseSchema.parse(body)).toEqual(body);
    return body;
  };
  const titles = (items: JobListItem[]) => items.map((j) => j.title);

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    freelancer = await signupFreelancer(t);
    await grant(t, contractor.user.id, 'credit', 100);
  });
  afterAll(async () => t.close());

  it('lists active jobs from today on, newest first, in keyset pages without gaps or repeats', async () => {
    const city = freshCity();
    const created = [];
    for (const segment of ['GARCOM', 'BARTENDER', 'SEGURANCA', 'COPEIRO', 'CAIXA'] as const) {
      created.push(await createJob(t, contractor, { city, segment }));
    }
    const past = await createJob(t, contractor, { city, segment: 'LIMPEZA' });
    await t.deps.db
      .update(jobs)
      .set({ serviceDate: daysFromToday(-1) })
      .where(eq(jobs.id, past.id));
    const cancelled = await createJob(t, contractor, { city, segment: 'PADEIRO' });
    await t.request({ method: 'POST', url: `/api/contractor/jobs/${cancelled.id}/cancel`, cookie: contractor.cookie });
    const today = await createJob(t, contractor, { city, segment: 'CUMIN', service_date: daysFromToday(0) });

    const seen: JobListItem[] = [];
    let cursor: string | null = null;
    do {
      const page: JobListResponse = await list(
        `city=${encodeURIComponent(city)}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.jobs.length).toBeLessThanOrEqual(2);
      seen.push(...page.jobs);
      cursor = page.next_cursor;
    } while (cursor);

    expect(seen.map((j) => j.id)).toEqual([today.id, ...created.map((j) => j.id).reverse()]);
    const first = seen[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'id',
        'title',
        'company',
        'location',
        'city',
        'state',
        'service_date',
        'start_time',
        'end_time',
        'salary_cents',
        'required_people',
        'approved_count',
        'image_url',
        'segment',
        'application_cost',
        'guaranteed_pay',
        'my_application',
        'can',
      ].sort(),
    );
    expect(first).toMatchObject({
      title: 'Cumim',
      company: 'Bar do João',
      location: `Bela Vista, ${city} - SP`,
      start_time: '18:00',
      end_time: '23:30',
      salary_cents: 15_000,
      application_cost: 15,
      my_application: null,
      can: { apply: true },
    });
  });

  it("finds 'Garçom' by 'garcom' (accents and case ignored) in the title or the location", async () => {
    const city = freshCity();
    await createJob(t, contractor, { city, segment: 'GARCOM' });
    await createJob(t, contractor, { city, segment: 'SEGURANCA', neighborhood: 'Jardim Paulistânia' });
    const c = encodeURIComponent(city);
    expect(titles((await list(`city=${c}&q=garcom`)).jobs)).toEqual(['Garçom']);
    expect(titles((await list(`city=${c}&q=GARÇOM`)).jobs)).toEqual(['Garçom']);
    expect(titles((await list(`city=${c}&q=seguranca`)).jobs)).toEqual(['Segurança']);
    expect(titles((await list(`city=${c}&q=paulistania`)).jobs)).toEqual(['Segurança']);
    expect(titles((await list(`city=${c}&q=${encodeURIComponent('jardim   paulist')}`)).jobs)).toEqual(['Segurança']);
    expect((await list(`city=${c}&q=${encodeURIComponent('100%_')}`)).jobs).toEqual([]);
  });

  it('filters by city (contains), service date and value (min and max inclusive)', async () => {
    const city = freshCity();
    const a = await createJob(t, contractor, { city, salary_cents: 10_000, service_date: daysFromToday(2) });
    const b = await createJob(t, contractor, {
      city,
      salary_cents: 20_000,
      service_date: daysFromToday(4),
      payment_date: daysFromToday(4),
    });
    const c = await createJob(t, contractor, {
      city,
      salary_cents: 30_000,
      service_date: daysFromToday(4),
      payment_date: daysFromToday(6),
    });
    const ids = (r: JobListResponse) => r.jobs.map((j) => j.id).sort();
    const q = `city=${encodeURIComponent(city.slice(2).toLowerCase())}`;
    expect(ids(await list(q))).toEqual([a.id, b.id, c.id].sort());
    expect(ids(await list(`${q}&date=${daysFromToday(4)}`))).toEqual([b.id, c.id].sort());
    expect(ids(await list(`${q}&min_cents=20000`))).toEqual([b.id, c.id].sort());
    expect(ids(await list(`${q}&max_cents=20000`))).toEqual([a.id, b.id].sort());
    expect(ids(await list(`${q}&min_cents=20000&max_cents=20000`))).toEqual([b.id]);
    expect(ids(await list(`${q}&min_cents=&max_cents=&date=&q=`))).toEqual([a.id, b.id, c.id].sort());
  });

  it('shows my application on each row and hides filled jobs', async () => {
    const city = freshCity();
    const open = await createJob(t, contractor, { city, required_people: 2 });
    const full = await createJob(t, contractor, { city, segment: 'BARTENDER' });
    const applied = await applyAs(t, freelancer, open.id);
    expect(applied.statusCode).toBe(201);
    const other = await signupFreelancer(t);
    const approved = await applyAs(t, other, full.id);
    expect((await approveAs(t, contractor, approved.json().id)).statusCode).toBe(200);

    const mine = (await list(`city=${encodeURIComponent(city)}`)).jobs;
    expect(mine).toEqual([
      expect.objectContaining({
        id: open.id,
        my_application: { id: applied.json().id, status: 'pending' },
        can: { apply: false },
      }),
    ]);
    const theirs = (await list(`city=${encodeURIComponent(city)}`, other.cookie)).jobs;
    expect(theirs).toEqual([expect.objectContaining({ id: open.id, my_application: null })]);
  });

  it('lists the distinct cities that have jobs to apply for', async () => {
    const city = freshCity();
    await createJob(t, contractor, { city });
    await createJob(t, contractor, { city });
    const past = freshCity();
    const old = await createJob(t, contractor, { city: past });
    await t.deps.db
      .update(jobs)
      .set({ serviceDate: daysFromToday(-2) })
      .where(eq(jobs.id, old.id));
    const res = await t.request({ method: 'GET', url: '/api/jobs/cities', cookie: freelancer.cookie });
    expect(res.statusCode).toBe(200);
    const { cities } = res.json<{ cities: string[] }>();
    expect(cities.filter((c) => c === city)).toHaveLength(1);
    expect(cities).not.toContain(past);
    expect([...cities].sort((x, y) => x.localeCompare(y, 'en'))).toEqual(cities);
  });

  it("gives the contractor's contact only to the freelancer approved on the job", async () => {
    const job = await createJob(t, contractor, { city: freshCity(), required_people: 2 });
    const approvedOne = await signupFreelancer(t);
    const app = (await applyAs(t, approvedOne, job.id)).json<{ id: string }>();
    await applyAs(t, freelancer, job.id);
    const detail = async (u: SignedUpUser) =>
      (await t.request({ method: 'GET', url: `/api/jobs/${job.id}`, cookie: u.cookie })).json<JobDetail>();

    const before = await detail(approvedOne);
    expect(before.contractor).toBeNull();
    expect(before).toMatchObject({
      company: 'Bar do João',
      description: 'Atendimento às mesas no happy hour.',
      requirements: 'Camisa preta e calça social',
      lanche_no_local: true,
      segment: 'GARCOM',
      gender_preference: 'no_preference',
      address: {
        cep: '01310100',
        street: 'Avenida Paulista',
        number: '1000',
        neighborhood: 'Bela Vista',
        complement: 'Loja 2',
      },
      payment_date: daysFromToday(5),
      application_cost: 15,
      status: 'active',
      my_application: { id: app.id, status: 'pending', application_cost: 15, approved_at: null },
    });
    expect(JSON.stringify(before)).not.toContain(contractor.email);

    expect((await approveAs(t, contractor, app.id)).statusCode).toBe(200);
    const after = await detail(approvedOne);
    expect(after.contractor).toEqual({ full_name: 'João Pereira', email: contractor.email, phone: '1133334444' });
    expect(after.my_application?.status).toBe('approved');
    expect((await detail(freelancer)).contractor).toBeNull();
  });

  it('answers 404 Vaga não encontrada for unknown, malformed and closed jobs without my application', async () => {
    const job = await createJob(t, contractor, { city: freshCity() });
    await t.request({ method: 'POST', url: `/api/contractor/jobs/${job.id}/cancel`, cookie: contractor.cookie });
    for (const id of [job.id, '00000000-0000-4000-8000-000000000000', 'nao-e-um-id', "1' OR '1'='1"]) {
      const res = await t.request({
        method: 'GET',
        url: `/api/jobs/${encodeURIComponent(id)}`,
        cookie: freelancer.cookie,
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json().error).toEqual({ code: 'JOB_NOT_FOUND', message: 'Vaga não encontrada' });
    }
  });

  it.each([
    ['limit=0', 'Limite inválido'],
    ['limit=51', 'Limite inválido'],
    ['min_cents=-1', 'Valor inválido'],
    ['max_cents=1e309', 'Valor inválido'],
    ['max_cents=99999999999999', 'O valor não pode exceder R$ 1.000.000,00'],
    ['date=2025-02-30', 'Data inválida'],
    ['date=amanha', 'Data inválida'],
    [`q=${'a'.repeat(101)}`, 'Busca muito longa'],
    ['cursor=bm90LWEtY3Vyc29y', 'Cursor inválido'],
    ['cursor=%00%01', 'O texto contém caracteres inválidos.'],
  ])('rejects %s with 400 and a Portuguese message', async (query, message) => {
    const res = await t.request({ method: 'GET', url: `/api/jobs?${query}`, cookie: freelancer.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message });
  });

  it('a page read from the cache still shows each viewer their own application, and follows every change', async () => {
    const city = freshCity();
    const q = `city=${encodeURIComponent(city)}`;
    const first = await createJob(t, contractor, { city, required_people: 1 });
    const other = await signupFreelancer(t);
    expect((await list(q)).jobs.map((j) => j.id)).toEqual([first.id]);
    const application = (await applyAs(t, other, first.id)).json();
    // The same page (now cached or not) for two viewers: only the applicant sees their application.
    expect((await list(q, other.cookie)).jobs[0]?.my_application).toEqual({ id: application.id, status: 'pending' });
    expect((await list(q)).jobs[0]?.my_application).toBeNull();
    // A new job appears on the very next read…
    const second = await createJob(t, contractor, { city, segment: 'BARTENDER' });
    expect((await list(q)).jobs.map((j) => j.id)).toEqual([second.id, first.id]);
    // …and a job filled by an approval leaves it at once.
    expect((await approveAs(t, contractor, application.id)).statusCode).toBe(200);
    expect((await list(q)).jobs.map((j) => j.id)).toEqual([second.id]);
    expect((await list(q, other.cookie)).jobs.map((j) => j.id)).toEqual([second.id]);
  });

  it('keeps search_text normalized through the trigger on insert and update', async () => {
    const job = await createJob(t, contractor, { city: freshCity(), segment: 'CONFEITEIRO' });
    await t.deps.db.update(jobs).set({ title: 'Maître Confeitaria' }).where(eq(jobs.id, job.id));
    const [row] = await t.deps.db.select({ s: jobs.searchText }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.s).toMatch(/^maitre confeitaria bela vista, cidade teste/);
    const [empty] = await t.deps.db.select({ n: count() }).from(jobs).where(eq(jobs.searchText, ''));
    expect(empty?.n).toBe(0);
  });
});
