import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgendaItemView, AgendaResponse, FreelancerAgendaResponse } from '@vamos/shared/schemas/agenda';
import { agendaItems } from '../../db/schema.ts';
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

const event = (overrides: Record<string, unknown> = {}) => ({
  title: 'Reunião com fornecedor',
  description: 'Cardápio do evento',
  date: daysFromToday(2),
  start_time: '10:00',
  end_time: '11:30',
  type: 'meeting',
  ...overrides,
});

describe.each(TEST_DATABASES)('agenda on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 40);
  });
  afterAll(async () => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedUpUser, payload?: object) =>
    t.request({ method, url, cookie: who.cookie, payload });

  describe('contractor events', () => {
    it('creates, lists (date then time), edits and deletes own events', async () => {
      const owner = await signupContractor(t);
      const later = await send('POST', '/api/agenda', owner, event({ date: daysFromToday(5) }));
      expect(later.statusCode, later.body).toBe(201);
      expect(later.json<AgendaItemView>()).toMatchObject({
        title: 'Reunião com fornecedor',
        type: 'meeting',
        status: 'scheduled',
        job_id: null,
        start_time: '10:00',
      });
      const sooner = (
        await send(
          'POST',
          '/api/agenda',
          owner,
          event({ start_time: '09:00', description: '', type: 'personal', status: 'confirmed' }),
        )
      ).json<AgendaItemView>();
      expect(sooner.description).toBeNull();
      const earliest = (
        await send('POST', '/api/agenda', owner, event({ start_time: '08:00', date: daysFromToday(0) }))
      ).json<AgendaItemView>();

      const list = (await send('GET', '/api/agenda', owner)).json<AgendaResponse>();
      expect(list.items.map((i) => i.id)).toEqual([earliest.id, sooner.id, later.json().id]);

      const edited = await send(
        'PUT',
        `/api/agenda/${sooner.id}`,
        owner,
        event({ title: 'Entrevista', status: 'completed', type: 'other' }),
      );
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ id: sooner.id, title: 'Entrevista', status: 'completed', type: 'other' });
      expect((await send('DELETE', `/api/agenda/${sooner.id}`, owner)).statusCode).toBe(204);
      expect((await send('GET', '/api/agenda', owner)).json<AgendaResponse>().items).toHaveLength(2);
    });

    it("answers 404 for another contractor's event and changes nothing", async () => {
      const [owner, other] = [await signupContractor(t), await signupContractor(t)];
      const item = (await send('POST', '/api/agenda', owner, event())).json<AgendaItemView>();
      for (const res of [
        await send('PUT', `/api/agenda/${item.id}`, other, event({ title: 'Invasão' })),
        await send('DELETE', `/api/agenda/${item.id}`, other),
        await send('DELETE', '/api/agenda/nao-e-um-id', owner),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toEqual({ code: 'AGENDA_ITEM_NOT_FOUND', message: 'Evento não encontrado.' });
      }
      const [row] = await t.deps.db.select().from(agendaItems).where(eq(agendaItems.id, item.id));
      expect(row?.title).toBe('Reunião com fornecedor');
    });

    it.each([
      [{ title: '' }, 'title', 'Título é obrigatório'],
      [{ title: undefined }, 'title', 'Título é obrigatório'],
      [{ date: '' }, 'date', 'Data é obrigatória'],
      [{ date: daysFromToday(-1) }, 'date', 'Data não pode ser no passado'],
      [{ date: '2025-13-01' }, 'date', 'Data inválida'],
      [{ start_time: '' }, 'start_time', 'Horário de início é obrigatório'],
      [{ end_time: undefined }, 'end_time', 'Horário de término é obrigatório'],
      [{ end_time: '25:00' }, 'end_time', 'Horário inválido'],
      [{ type: '' }, 'type', 'Tipo é obrigatório'],
      [{ type: 'festa' }, 'type', 'Tipo inválido'],
      [{ status: 'done' }, 'status', 'Status inválido'],
      [{ title: 'x'.repeat(10_000) }, 'title', 'Máximo de 100 caracteres'],
    ])('refuses %j with "%s: %s"', async (overrides, field, message) => {
      const res = await send('POST', '/api/agenda', contractor, event(overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION', fields: { [field]: message } });
    });

    it('refuses an end not after the start (400, under the end time) and stores nothing, on create and edit', async () => {
      const owner = await signupContractor(t);
      const item = (await send('POST', '/api/agenda', owner, event())).json<AgendaItemView>();
      const message = 'O horário de término deve ser depois do início.';
      for (const res of [
        await send('POST', '/api/agenda', owner, event({ start_time: '10:00', end_time: '09:00' })),
        await send(
          'POST',
          '/api/agenda',
          owner,
          event({ start_time: '10:00', end_time: '10:00', ends_next_day: false }),
        ),
        await send('PUT', `/api/agenda/${item.id}`, owner, event({ title: 'Mudou', end_time: '09:00' })),
      ]) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error).toEqual({ code: 'VALIDATION', message, fields: { end_time: message } });
      }
      const rows = await t.deps.db.select().from(agendaItems).where(eq(agendaItems.userId, owner.user.id));
      expect(rows).toEqual([
        expect.objectContaining({
          id: item.id,
          title: 'Reunião com fornecedor',
          startTime: '10:00:00',
          endTime: '11:30:00',
        }),
      ]);
    });

    it('keeps an overnight shift (22:00 → 04:00) that ends the next day, and shows it so', async () => {
      const owner = await signupContractor(t);
      const night = event({
        title: 'Open bar',
        type: 'job',
        start_time: '22:00',
        end_time: '04:00',
        ends_next_day: true,
      });
      const created = await send('POST', '/api/agenda', owner, night);
      expect(created.statusCode, created.body).toBe(201);
      const item = created.json<AgendaItemView>();
      expect(item).toMatchObject({ start_time: '22:00', end_time: '04:00', ends_next_day: true });
      expect((await send('GET', '/api/agenda', owner)).json<AgendaResponse>().items).toEqual([item]);

      const tooLong = await send('POST', '/api/agenda', owner, { ...night, end_time: '23:00' });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().error.fields).toEqual({
        end_time: 'Para terminar no dia seguinte, o término deve ser antes do início.',
      });

      const sameDay = await send('PUT', `/api/agenda/${item.id}`, owner, {
        ...night,
        end_time: '23:30',
        ends_next_day: false,
      });
      expect(sameDay.statusCode, sameDay.body).toBe(200);
      expect(sameDay.json()).toMatchObject({ start_time: '22:00', end_time: '23:30', ends_next_day: false });
      expect((await send('GET', '/api/agenda', owner)).json<AgendaResponse>().items).toHaveLength(1);
    });

    it('the database refuses an own event ending before it starts, unless it ends the next day', async () => {
      const row = {
        userId: contractor.user.id,
        title: 'Direto no banco',
        date: daysFromToday(1),
        type: 'other' as const,
      };
      const insert = (fields: Partial<typeof agendaItems.$inferInsert>) =>
        t.deps.db.insert(agendaItems).values({ ...row, startTime: '10:00', endTime: '09:00', ...fields });
      await expect(insert({})).rejects.toThrow();
      await expect(insert({ endTime: '10:00' })).rejects.toThrow();
      await expect(insert({ startTime: '22:00', endTime: '23:00', endsNextDay: true })).rejects.toThrow();
      await expect(insert({ startTime: '22:00', endTime: '04:00', endsNextDay: true })).resolves.toBeDefined();
    });

    it('shows the job of an overnight shift ending the next day', async () => {
      const job = await createJob(t, contractor, { salary_cents: 5_000, start_time: '22:00', end_time: '04:00' });
      await approveAs(t, contractor, (await applyAs(t, await signupFreelancer(t), job.id)).json().id);
      const items = (await send('GET', '/api/agenda', contractor)).json<AgendaResponse>().items;
      expect(items.filter((i) => i.job_id === job.id)).toEqual([
        expect.objectContaining({ start_time: '22:00', end_time: '04:00', ends_next_day: true, status: 'confirmed' }),
      ]);
    });

    it('keeps one job item on the contractor agenda however many freelancers are approved', async () => {
      const job = await createJob(t, contractor, { required_people: 2, segment: 'CHURRASQUEIRO' });
      const people = [
        await signupFreelancer(t, { full_name: 'Bia Souza' }),
        await signupFreelancer(t, { full_name: 'Ana Lima' }),
      ];
      for (const f of people) await approveAs(t, contractor, (await applyAs(t, f, job.id)).json().id);
      const items = (await send('GET', '/api/agenda', contractor))
        .json<AgendaResponse>()
        .items.filter((i) => i.job_id === job.id);
      // It says who is coming, and follows the job: it is not the contractor's to edit or delete.
      expect(items).toEqual([
        expect.objectContaining({
          type: 'job',
          title: 'Churrasqueiro',
          status: 'confirmed',
          date: daysFromToday(3),
          booked: [
            { id: people[1]!.user.id, full_name: 'Ana Lima' },
            { id: people[0]!.user.id, full_name: 'Bia Souza' },
          ],
          can: { edit: false, delete: false },
        }),
      ]);
      for (const res of [
        await send('PUT', `/api/agenda/${job.id}`, contractor, event()),
        await send('DELETE', `/api/agenda/${job.id}`, contractor),
      ]) {
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('a freelancer gives up ("Desistir")', () => {
    const jobItems = async (jobId: string) =>
      (await send('GET', '/api/agenda', contractor)).json<AgendaResponse>().items.filter((i) => i.job_id === jobId);
    const withdraw = (who: SignedUpUser, applicationId: string) =>
      send('POST', `/api/freelancer/applications/${applicationId}/withdraw`, who);

    it('the job of the only approved freelancer is no longer confirmed; a new approval confirms it again', async () => {
      const job = await createJob(t, contractor, { salary_cents: 5_000, segment: 'BARTENDER' });
      const [f, next] = [await signupFreelancer(t), await signupFreelancer(t)];
      const app = (await applyAs(t, f, job.id)).json<{ id: string }>();
      const nextApp = (await applyAs(t, next, job.id)).json<{ id: string }>();
      expect((await approveAs(t, contractor, app.id)).statusCode).toBe(200);
      expect(await jobItems(job.id)).toEqual([expect.objectContaining({ title: 'Bartender', status: 'confirmed' })]);

      const res = await withdraw(f, app.id);
      expect(res.statusCode, res.body).toBe(200);
      expect(await jobItems(job.id)).toEqual([expect.objectContaining({ title: 'Bartender', status: 'scheduled' })]);

      expect((await approveAs(t, contractor, nextApp.id)).statusCode).toBe(200);
      expect(await jobItems(job.id)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    });

    it('the job stays confirmed while another approved freelancer remains', async () => {
      const job = await createJob(t, contractor, { salary_cents: 5_000, required_people: 2, segment: 'COPEIRO' });
      const [f, other] = [await signupFreelancer(t), await signupFreelancer(t)];
      const app = (await applyAs(t, f, job.id)).json<{ id: string }>();
      await approveAs(t, contractor, app.id);
      await approveAs(t, contractor, (await applyAs(t, other, job.id)).json<{ id: string }>().id);

      expect((await withdraw(f, app.id)).statusCode).toBe(200);
      expect(await jobItems(job.id)).toEqual([expect.objectContaining({ status: 'confirmed' })]);
    });
  });

  describe('freelancer agenda', () => {
    it('shows booked shifts with the contractor, concludes them from their start, hides closed ones', async () => {
      const f = await signupFreelancer(t);
      const cheap = { salary_cents: 5_000 };
      const soon = await createJob(t, contractor, {
        ...cheap,
        service_date: daysFromToday(1),
        payment_date: daysFromToday(1),
      });
      // Shifts of today that started at midnight: concluding opens at the shift's start.
      const started = { service_date: daysFromToday(0), start_time: '00:00', end_time: '23:59' };
      const today = await createJob(t, contractor, { ...cheap, ...started, segment: 'CAIXA' });
      const done = await createJob(t, contractor, { ...cheap, ...started, segment: 'COPEIRO' });
      for (const job of [soon, today, done]) {
        expect((await approveAs(t, contractor, (await applyAs(t, f, job.id)).json().id)).statusCode).toBe(200);
      }
      expect((await send('POST', `/api/contractor/jobs/${done.id}/complete`, contractor)).statusCode).toBe(200);

      const agenda = (await send('GET', '/api/freelancer/agenda', f)).json<FreelancerAgendaResponse>();
      expect(agenda.items.map((i) => i.job_id)).toEqual([today.id, soon.id]);
      expect(agenda.items.map((i) => i.can)).toEqual([
        { complete: true, withdraw: false, evaluate: false, confirm: false, check_in: true },
        { complete: false, withdraw: true, evaluate: false, confirm: true, check_in: false },
      ]);
      expect(agenda.items[0]).toMatchObject({
        title: 'Caixa',
        type: 'job',
        status: 'confirmed',
        date: daysFromToday(0),
        job: { id: today.id, title: 'Caixa', company: 'Bar do João', status: 'filled' },
        contractor: { id: contractor.user.id, full_name: 'João Pereira', phone: '1133334444' },
      });

      const [todayItem, soonItem] = agenda.items;
      const early = await send('POST', `/api/freelancer/agenda/${soonItem?.id}/complete`, f);
      expect(early.statusCode).toBe(409);
      expect(early.json().error.code).toBe('AGENDA_ITEM_NOT_DUE');
      const foreign = await send('POST', `/api/freelancer/agenda/${todayItem?.id}/complete`, await signupFreelancer(t));
      expect(foreign.statusCode).toBe(404);
      const completed = await send('POST', `/api/freelancer/agenda/${todayItem?.id}/complete`, f);
      expect(completed.statusCode).toBe(200);
      expect(completed.json()).toMatchObject({ id: todayItem?.id, status: 'completed', shift_state: 'checked_out' });
      expect((await send('POST', `/api/freelancer/agenda/${todayItem?.id}/complete`, f)).json().error.code).toBe(
        'AGENDA_ITEM_CLOSED',
      );
      const after = (await send('GET', '/api/freelancer/agenda', f)).json<FreelancerAgendaResponse>();
      expect(after.items.map((i) => i.job_id)).toEqual([soon.id]);
    });
  });
});
