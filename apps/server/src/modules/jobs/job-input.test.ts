import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  jobPayload,
  signupContractor,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import { balanceOf } from '../../test/ledger.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const HUGE = 'x'.repeat(10 * 1024);

/** Bad input never reaches the database as a 5xx: a 400/404 with a Portuguese message, nothing written. */
describe.each(TEST_DATABASES)('job input on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  let freelancer: SignedUpUser;
  let jobId: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    freelancer = await signupFreelancer(t);
    jobId = (await createJob(t, contractor)).id;
  });
  afterAll(async () => t.close());

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no company', { company: '' }, 'company', 'Empresa é obrigatória'],
    ['a 10 KB company', { company: HUGE }, 'company', 'Máximo de 100 caracteres'],
    ['no state', { state: undefined }, 'state', 'Estado é obrigatório'],
    ['an unknown state', { state: 'XX' }, 'state', 'Estado inválido'],
    ['no city', { city: ' ' }, 'city', 'Cidade é obrigatória'],
    ['a short CEP', { cep: '0131' }, 'cep', 'CEP inválido'],
    ['no neighborhood', { neighborhood: '' }, 'neighborhood', 'Bairro é obrigatório'],
    ['no street', { street: null }, 'street', 'Rua é obrigatória'],
    ['no number', { number: '' }, 'number', 'Número é obrigatório'],
    [
      'a past service date',
      { service_date: daysFromToday(-1) },
      'service_date',
      'Data do serviço não pode ser no passado',
    ],
    ['an impossible date', { service_date: '2030-02-30' }, 'service_date', 'Data inválida'],
    ['a word for a date', { service_date: 'amanhã' }, 'service_date', 'Data inválida'],
    ['no service date', { service_date: undefined }, 'service_date', 'Data do serviço é obrigatória'],
    [
      'payment before service',
      { payment_date: daysFromToday(2) },
      'payment_date',
      'Data de pagamento não pode ser anterior à data do serviço',
    ],
    ['no payment date', { payment_date: '' }, 'payment_date', 'Data de pagamento é obrigatória'],
    ['a bad start time', { start_time: '24:00' }, 'start_time', 'Horário inválido'],
    ['no end time', { end_time: '' }, 'end_time', 'Horário de término é obrigatório'],
    [
      'an end equal to the start',
      { start_time: '19:00', end_time: '19:00' },
      'end_time',
      'O horário de término deve ser diferente do início.',
    ],
    ['a negative value', { salary_cents: -100 }, 'salary_cents', 'O valor deve ser maior que R$ 1,00'],
    ['less than R$ 1,00', { salary_cents: 99 }, 'salary_cents', 'O valor deve ser maior que R$ 1,00'],
    ['a huge value', { salary_cents: 1e15 }, 'salary_cents', 'O valor não pode exceder R$ 1.000.000,00'],
    ['fractional cents', { salary_cents: 100.5 }, 'salary_cents', 'Valor inválido'],
    ['no value', { salary_cents: undefined }, 'salary_cents', 'Valor é obrigatório'],
    ['no dress code', { requirements: '' }, 'requirements', 'Vestimentas são obrigatórias'],
    ['a 10 KB dress code', { requirements: HUGE }, 'requirements', 'Máximo de 300 caracteres'],
    ['a 10 KB description', { description: HUGE }, 'description', 'Máximo de 500 caracteres'],
    ['an unknown gender', { gender_preference: 'qualquer' }, 'gender_preference', 'Preferência de gênero inválida'],
    ['no gender', { gender_preference: '' }, 'gender_preference', 'Preferência de gênero é obrigatória'],
    ['no segment', { segment: '' }, 'segment', 'Seleção de segmento é obrigatória'],
    ['an unknown segment', { segment: 'PILOTO' }, 'segment', 'Segmento inválido'],
    ['zero people', { required_people: 0 }, 'required_people', 'Número de pessoas deve ser pelo menos 1'],
    ['51 people', { required_people: 51 }, 'required_people', 'Número de pessoas não pode exceder 50'],
    [
      'a huge number of people',
      { required_people: 2 ** 40 },
      'required_people',
      'Número de pessoas não pode exceder 50',
    ],
    ['a text meal flag', { lanche_no_local: 'sim' }, 'lanche_no_local', 'Informe se há lanche no local'],
  ];

  it.each(cases)('create refuses %s', async (_name, overrides, field, message) => {
    const credits = await balanceOf(t, contractor.user.id, 'credit');
    const res = await t.request({
      method: 'POST',
      url: '/api/contractor/jobs',
      cookie: contractor.cookie,
      payload: { ...jobPayload(), ...overrides },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION',
      fields: expect.objectContaining({ [field]: message }),
    });
    expect(await balanceOf(t, contractor.user.id, 'credit')).toBe(credits);
  });

  // The edit form caps the company at 60 (spec 02 §5), the create form at 100.
  const editCases = cases
    .filter(([name]) => name !== 'no value')
    .map(([name, overrides, field, message]): (typeof cases)[number] =>
      name === 'a 10 KB company'
        ? [name, overrides, field, 'Máximo de 60 caracteres']
        : [name, overrides, field, message],
    );
  it.each(editCases)('edit refuses %s', async (_name, overrides, field, message) => {
    const [before] = await t.deps.db.select().from(jobs).where(eq(jobs.id, jobId));
    const res = await t.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${jobId}`,
      cookie: contractor.cookie,
      payload: { ...jobPayload(), ...overrides },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect((await t.deps.db.select().from(jobs).where(eq(jobs.id, jobId)))[0]).toEqual(before);
  });

  it('edit caps the company at 60 characters (spec 02 §5), where create allows 100', async () => {
    const company = 'E'.repeat(61);
    const res = await t.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${jobId}`,
      cookie: contractor.cookie,
      payload: jobPayload({ company }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ company: 'Máximo de 60 caracteres' });
    const edited = await t.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${jobId}`,
      cookie: contractor.cookie,
      payload: jobPayload({ company: company.slice(0, 60) }),
    });
    expect(edited.statusCode).toBe(200);
  });

  it('edit requires a description', async () => {
    const res = await t.request({
      method: 'PUT',
      url: `/api/contractor/jobs/${jobId}`,
      cookie: contractor.cookie,
      payload: jobPayload({ description: '' }),
    });
    expect(res.json().error.fields).toEqual({ description: 'Descrição é obrigatória' });
  });

  describe('a shift of no length (decision 0012)', () => {
    const message = 'O horário de término deve ser diferente do início.';
    const jobsOf = async (user: SignedUpUser) =>
      t.deps.db.select().from(jobs).where(eq(jobs.contractorId, user.user.id));

    it('create answers 400 under the end time and saves no job; a night shift is published', async () => {
      const owner = await signupContractor(t);
      for (const times of [
        { start_time: '19:00', end_time: '19:00' },
        { start_time: '00:00', end_time: '00:00:00' },
      ]) {
        const res = await t.request({
          method: 'POST',
          url: '/api/contractor/jobs',
          cookie: owner.cookie,
          payload: jobPayload(times),
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({ code: 'VALIDATION', message, fields: { end_time: message } });
      }
      expect(await jobsOf(owner)).toEqual([]);

      const night = await createJob(t, owner, { start_time: '22:00', end_time: '04:00' });
      expect(night).toMatchObject({ start_time: '22:00', end_time: '04:00' });
      expect(await jobsOf(owner)).toHaveLength(1);
    });

    it('edit answers 400 too, even with the shift change confirmed, and changes nothing', async () => {
      const owner = await signupContractor(t);
      const job = await createJob(t, owner, { required_people: 2 });
      const application = (await applyAs(t, freelancer, job.id)).json<{ id: string }>();
      expect((await approveAs(t, owner, application.id)).statusCode).toBe(200);
      const [before] = await jobsOf(owner);
      for (const times of [{ end_time: '18:00' }, { start_time: '23:30' }]) {
        const res = await t.request({
          method: 'PUT',
          url: `/api/contractor/jobs/${job.id}`,
          cookie: owner.cookie,
          payload: { ...jobPayload({ required_people: 2, ...times }), confirm_shift_change: true },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({ code: 'VALIDATION', message, fields: { end_time: message } });
      }
      expect(await jobsOf(owner)).toEqual([before]);
    });
  });

  it('refuses an empty, non-JSON or oversized body', async () => {
    const post = (payload: string, contentType = 'application/json') =>
      t.request({
        method: 'POST',
        url: '/api/contractor/jobs',
        cookie: contractor.cookie,
        payload,
        headers: { 'content-type': contentType },
      });
    expect((await post('{}')).json().error.fields).toMatchObject({
      company: 'Empresa é obrigatória',
      segment: 'Seleção de segmento é obrigatória',
    });
    expect((await post('{"company":')).json().error.code).toBe('INVALID_JSON');
    expect((await post('[]')).statusCode).toBe(400);
    expect((await post('company=x', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await post(JSON.stringify({ ...jobPayload(), description: 'x'.repeat(70_000) }))).statusCode).toBe(413);
  });

  const unknown = '6f1c2b1e-0000-4000-8000-000000000001';
  const badIds = [unknown, 'nao-e-um-id', '123', "'; DROP TABLE jobs; --", 'ÇÃÕ'];
  const freelancerCalls: [string, string, string][] = [
    ['GET', '/api/jobs/:id', 'Vaga não encontrada'],
    ['POST', '/api/jobs/:id/apply', 'Vaga não encontrada'],
    ['DELETE', '/api/freelancer/applications/:id', 'Candidatura não encontrada.'],
    ['POST', '/api/freelancer/applications/:id/withdraw', 'Candidatura não encontrada.'],
    ['POST', '/api/freelancer/agenda/:id/complete', 'Evento não encontrado.'],
  ];
  const contractorCalls: [string, string, string][] = [
    ['GET', '/api/contractor/jobs/:id', 'Vaga não encontrada'],
    ['GET', '/api/contractor/jobs/:id/history', 'Vaga não encontrada'],
    ['POST', '/api/contractor/jobs/:id/cancel', 'Vaga não encontrada'],
    ['POST', '/api/contractor/jobs/:id/complete', 'Vaga não encontrada'],
    ['POST', '/api/contractor/applications/:id/approve', 'Candidatura não encontrada.'],
    ['POST', '/api/contractor/applications/:id/reject', 'Candidatura não encontrada.'],
    ['GET', '/api/freelancers/:id', 'Freelancer não encontrado'],
    ['DELETE', '/api/agenda/:id', 'Evento não encontrado.'],
  ];

  it.each([
    ...freelancerCalls.map((c) => [...c, 'freelancer'] as const),
    ...contractorCalls.map((c) => [...c, 'contractor'] as const),
  ])('%s %s answers 404 "%s" for unknown and malformed ids', async (method, path, message, role) => {
    const cookie = (role === 'freelancer' ? freelancer : contractor).cookie;
    for (const id of badIds) {
      const url = path.replace(':id', encodeURIComponent(id));
      const res = await t.request({ method: method as 'GET', url, cookie });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('answers 404 for ids on PUT routes too, after validating the body', async () => {
    const agenda = { title: 'X', date: daysFromToday(1), start_time: '10:00', end_time: '11:00', type: 'other' };
    for (const id of badIds) {
      const res = await t.request({
        method: 'PUT',
        url: `/api/agenda/${encodeURIComponent(id)}`,
        cookie: contractor.cookie,
        payload: agenda,
      });
      expect(res.statusCode).toBe(404);
      const job = await t.request({
        method: 'PUT',
        url: `/api/contractor/jobs/${encodeURIComponent(id)}`,
        cookie: contractor.cookie,
        payload: jobPayload(),
      });
      expect(job.statusCode).toBe(404);
    }
  });

  it('refuses bad paging of my applications', async () => {
    for (const query of ['limit=abc', 'limit=-5', 'limit=1000', 'cursor=%%%']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/freelancer/applications?${query}`,
        cookie: freelancer.cookie,
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.message).toMatch(/inválido/);
    }
  });
});
