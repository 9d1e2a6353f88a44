import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobTemplateInput, JobTemplateList, JobTemplateView } from '@vamos/shared/schemas/job-templates';
import { jobTemplates } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { jobPayload, type SignedUpUser, signupContractor, signupFreelancer } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const URL = '/api/contractor/job-templates';

/** A whole job form's fields, as 'Salvar como modelo' sends them (no dates). */
function template(name = 'Garçom de sexta', overrides: Record<string, unknown> = {}): JobTemplateInput {
  const { service_date: _s, payment_date: _p, ...fields } = jobPayload();
  return { name, fields: { ...fields, ...overrides } };
}

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

/** 'Salvar como modelo' (issue 26, decision 0035): a contractor's named templates, only theirs, at most 20. */
describe.each(TEST_DATABASES)('job templates on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const save = (who: SignedUpUser, body: unknown) =>
    t.request({ method: 'POST', url: URL, cookie: who.cookie, payload: body as object });
  const list = async (who: SignedUpUser) =>
    (await t.request({ method: 'GET', url: URL, cookie: who.cookie })).json<JobTemplateList>().templates;

  it('signed out: 401; a freelancer: 403; nothing written', async () => {
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: URL, payload: template() })).statusCode).toBe(401);
    const f = await signupFreelancer(t);
    for (const r of [
      await t.request({ method: 'GET', url: URL, cookie: f.cookie }),
      await save(f, template()),
      await t.request({ method: 'DELETE', url: `${URL}/00000000-0000-4000-8000-000000000000`, cookie: f.cookie }),
    ]) {
      expect(r.statusCode).toBe(403);
    }
    expect(await t.deps.db.select().from(jobTemplates).where(eq(jobTemplates.contractorId, f.user.id))).toEqual([]);
  });

  it('saves the fields without dates, lists newest first, deletes', async () => {
    const c = await signupContractor(t);
    expect(await list(c)).toEqual([]);
    const first = await save(c, {
      ...template('Primeiro'),
      fields: { ...template().fields, service_date: '2099-01-01' },
    });
    expect(first.statusCode).toBe(201);
    const saved = first.json<JobTemplateView>();
    expect(saved).toMatchObject({
      name: 'Primeiro',
      fields: {
        company: 'Bar do João',
        cep: '01310100',
        gender_preference: 'no_preference',
        salary_cents: 15_000,
        required_people: 1,
        lanche_no_local: true,
      },
    });
    expect(saved.fields).not.toHaveProperty('service_date');
    expect(saved.fields).not.toHaveProperty('payment_date');
    // An unfinished form is kept as it is: only the fields given.
    const partial = await save(c, { name: '  Só o endereço  ', fields: { street: 'Rua Augusta', number: '10' } });
    expect(partial.statusCode).toBe(201);
    expect(partial.json<JobTemplateView>()).toMatchObject({
      name: 'Só o endereço',
      fields: { street: 'Rua Augusta', number: '10' },
    });

    expect((await list(c)).map((x) => x.name)).toEqual(['Só o endereço', 'Primeiro']);
    expect((await t.request({ method: 'DELETE', url: `${URL}/${saved.id}`, cookie: c.cookie })).statusCode).toBe(204);
    expect((await list(c)).map((x) => x.name)).toEqual(['Só o endereço']);
  });

  it("another contractor's or an unknown template: 404 in Portuguese, and it stays", async () => {
    const owner = await signupContractor(t);
    const other = await signupContractor(t);
    const id = (await save(owner, template())).json<JobTemplateView>().id;
    expect(await list(other)).toEqual([]);
    for (const url of [`${URL}/${id}`, `${URL}/00000000-0000-4000-8000-000000000000`, `${URL}/nao-e-um-id`]) {
      const r = await t.request({ method: 'DELETE', url, cookie: other.cookie });
      expect(r.statusCode).toBe(404);
      expect(r.json<ErrorBody>().error).toMatchObject({
        code: 'JOB_TEMPLATE_NOT_FOUND',
        message: 'Modelo não encontrado.',
      });
    }
    expect((await list(owner)).map((x) => x.id)).toEqual([id]);
  });

  it('bad input: 4xx with Portuguese messages, never 5xx, nothing written', async () => {
    const c = await signupContractor(t);
    const fieldsOf = async (body: unknown) => {
      const r = await save(c, body);
      expect(r.statusCode).toBe(400);
      return r.json<ErrorBody>().error.fields;
    };
    expect(await fieldsOf({ name: '', fields: {} })).toMatchObject({ name: 'Informe o nome do modelo' });
    expect(await fieldsOf({ name: 'x'.repeat(61), fields: {} })).toMatchObject({ name: 'Máximo de 60 caracteres' });
    expect(
      await fieldsOf(template('Ruim', { segment: 'ASTRONAUTA', salary_cents: -5, cep: '123', required_people: 500 })),
    ).toMatchObject({
      'fields.segment': 'Segmento inválido',
      'fields.salary_cents': 'O valor deve ser maior que R$ 1,00',
      'fields.cep': 'CEP inválido',
      'fields.required_people': 'Número de pessoas não pode exceder 50',
    });
    expect(await fieldsOf({ name: 'Sem campos', fields: 'tudo' })).toBeDefined();
    for (const body of [{ name: 42, fields: [] }, {}, { name: 'a', fields: { company: 'x'.repeat(10_000) } }]) {
      const r = await save(c, body);
      expect(r.statusCode).toBe(400);
      expect(r.json<ErrorBody>().error.message).toMatch(/[a-zà-ú]/i);
    }
    const raw = await t.request({
      method: 'POST',
      url: URL,
      cookie: c.cookie,
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBeGreaterThanOrEqual(400);
    expect(raw.statusCode).toBeLessThan(500);
    expect(await list(c)).toEqual([]);
  });

  it('a stored template the form would refuse today is still listed (and can be deleted), not a 500', async () => {
    const c = await signupContractor(t);
    await t.deps.db
      .insert(jobTemplates)
      .values({ contractorId: c.user.id, name: 'Antigo', fields: { salary_cents: 1, segment: 'EXTINTO' } });
    const listed = await t.request({ method: 'GET', url: URL, cookie: c.cookie });
    expect(listed.statusCode).toBe(200);
    const [old] = listed.json<JobTemplateList>().templates;
    expect(old).toMatchObject({ name: 'Antigo', fields: { salary_cents: 1, segment: 'EXTINTO' } });
    expect((await t.request({ method: 'DELETE', url: `${URL}/${old?.id}`, cookie: c.cookie })).statusCode).toBe(204);
  });

  it('at most 20 templates per contractor, also when 25 are saved at once', async () => {
    const c = await signupContractor(t);
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => save(c, template(`Modelo ${i + 1}`))));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(20);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json<ErrorBody>().error).toMatchObject({
        code: 'JOB_TEMPLATE_LIMIT',
        message: 'Você já tem 20 modelos, o máximo permitido. Exclua um modelo para salvar outro.',
      });
    }
    expect(await t.deps.db.select().from(jobTemplates).where(eq(jobTemplates.contractorId, c.user.id))).toHaveLength(
      20,
    );
  });
});
