import sharp from 'sharp';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobHistoryResponseSchema, type JobHistoryEntry } from '@vamos/shared/schemas/job-history';
import type { CreatedEvent } from '@vamos/shared/schemas/job-views';
import { jobHistory } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  addManager,
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  eventPayload,
  grant,
  jobPayload,
  moveShift,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
  startedToday,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A job's history (issue 26, decision 0040): each action on a job records the person who did it —
 * the owner or a manager, never just the company — and `GET /api/contractor/jobs/:id/history` lists
 * them with the company's moves of the job's shifts, oldest first, to the company only.
 */
describe.each(TEST_DATABASES)("a job's history on %s", (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let manager: SignedUpUser;

  beforeAll(async () => {
    // The development tools move a job in time ('moved').
    t = await createTestApp(kind, { DEV_TOOLS: 'true' });
    owner = await signupContractor(t, { full_name: 'Ana Souza' });
    await grant(t, owner.user.id, 'credit', 20);
    manager = await addManager(t, owner, { full_name: 'Bruno Gerente' });
  });
  afterAll(async () => t?.close());

  const call = (who: SignedUpUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.request({ method, url, cookie: who.cookie, ...(payload ? { payload } : {}) });
  const expectOk = async (pending: ReturnType<typeof call>) => {
    const res = await pending;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const history = async (who: SignedUpUser, jobId: string): Promise<JobHistoryEntry[]> => {
    const res = await call(who, 'GET', `/api/contractor/jobs/${jobId}/history`);
    expect(res.statusCode, res.body).toBe(200);
    return JobHistoryResponseSchema.parse(res.json()).entries;
  };
  /** What the page says of each entry: the action, who, and the freelancer it concerns. */
  const lines = (entries: JobHistoryEntry[]) => entries.map((e) => [e.action, e.actor_name, e.freelancer_name]);
  /** The job's own entries as stored: the person's id, not the company's. */
  const stored = (jobId: string) =>
    t.deps.db
      .select({ action: jobHistory.action, actorId: jobHistory.actorId, data: jobHistory.data })
      .from(jobHistory)
      .where(eq(jobHistory.jobId, jobId))
      .orderBy(asc(jobHistory.id));

  it('names who published, approved, refused, edited, completed and rated, oldest first', async () => {
    const job = await createJob(t, owner, { ...startedToday(), required_people: 2 });
    const joao = await signupFreelancer(t, { full_name: 'João Silva' });
    const carla = await signupFreelancer(t, { full_name: 'Carla Dias' });
    const joaoShift = (await expectOk(applyAs(t, joao, job.id))).json<{ id: string }>().id;
    const carlaShift = (await expectOk(applyAs(t, carla, job.id))).json<{ id: string }>().id;

    await expectOk(approveAs(t, manager, joaoShift));
    await expectOk(call(manager, 'POST', `/api/contractor/applications/${carlaShift}/reject`));
    await expectOk(
      call(manager, 'PUT', `/api/contractor/jobs/${job.id}`, {
        ...jobPayload({ ...startedToday(), required_people: 2 }),
        description: 'Atendimento às mesas, agora com drinks.',
      }),
    );
    await expectOk(call(owner, 'POST', `/api/contractor/jobs/${job.id}/complete`));
    // Rating opens when the shift ends: yesterday's has.
    await moveShift(t, job.id, { service_date: daysFromToday(-1) });
    await expectOk(call(owner, 'POST', '/api/evaluations', { job_id: job.id, evaluated_id: joao.user.id, rating: 5 }));
    // The freelancer's rating of the company is not the company's action.
    await expectOk(call(joao, 'POST', '/api/evaluations', { job_id: job.id, evaluated_id: owner.user.id, rating: 4 }));

    const entries = await history(manager, job.id);
    expect(lines(entries)).toEqual([
      ['published', 'Ana Souza', null],
      ['approved', 'Bruno Gerente', 'João Silva'],
      ['rejected', 'Bruno Gerente', 'Carla Dias'],
      ['edited', 'Bruno Gerente', null],
      ['completed', 'Ana Souza', null],
      ['attended', 'Ana Souza', 'João Silva'],
      ['rated', 'Ana Souza', 'João Silva'],
    ]);
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(await history(owner, job.id)).toEqual(entries);

    expect(await stored(job.id)).toEqual([
      { action: 'published', actorId: owner.user.id, data: {} },
      { action: 'edited', actorId: manager.user.id, data: {} },
      { action: 'completed', actorId: owner.user.id, data: {} },
      { action: 'rated', actorId: owner.user.id, data: { freelancer_id: joao.user.id } },
    ]);
  });

  it("records the manager's event, photo, move in time and cancellation as the manager's", async () => {
    const created = await expectOk(
      call(manager, 'POST', '/api/contractor/events', {
        ...eventPayload(),
        roles: [
          { segment: 'GARCOM', required_people: 2, salary_cents: 15_000, requirements: 'Camisa branca' },
          { segment: 'BARTENDER', required_people: 1, salary_cents: 20_000, requirements: 'Avental preto' },
        ],
      }),
    );
    const event = created.json<CreatedEvent>();
    expect(event.job_ids).toHaveLength(2);
    const [first, second] = event.job_ids as [string, string];

    const form = new FormData();
    const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
    await expectOk(
      t.request({ method: 'POST', url: `/api/contractor/jobs/${first}/image`, cookie: manager.cookie, payload: form }),
    );
    await expectOk(call(manager, 'POST', `/api/dev/jobs/${first}/move-in-time`, { days: 1 }));
    await expectOk(call(manager, 'POST', `/api/contractor/events/${event.id}/cancel`));

    expect(lines(await history(owner, first))).toEqual([
      ['published', 'Bruno Gerente', null],
      ['photo_changed', 'Bruno Gerente', null],
      ['moved', 'Bruno Gerente', null],
      ['cancelled', 'Bruno Gerente', null],
    ]);
    expect(lines(await history(owner, second))).toEqual([
      ['published', 'Bruno Gerente', null],
      ['cancelled', 'Bruno Gerente', null],
    ]);
    expect((await stored(second)).map((row) => row.actorId)).toEqual([manager.user.id, manager.user.id]);
  });

  it('names who invited, kept as a reserve and marked an absence', async () => {
    const job = await createJob(t, owner, { required_people: 1 });
    const [rita, pedro, luis] = [
      await signupFreelancer(t, { full_name: 'Rita Alves' }),
      await signupFreelancer(t, { full_name: 'Pedro Reis' }),
      await signupFreelancer(t, { full_name: 'Luís Costa' }),
    ];
    await expectOk(call(manager, 'PUT', `/api/contractor/team/${rita.user.id}`));
    await expectOk(
      call(manager, 'POST', `/api/contractor/jobs/${job.id}/invitations`, { freelancer_id: rita.user.id }),
    );
    const pedroShift = (await expectOk(applyAs(t, pedro, job.id))).json<{ id: string }>().id;
    const luisShift = (await expectOk(applyAs(t, luis, job.id))).json<{ id: string }>().id;
    // The last place: Rita's invitation lapses and Luís waits (the system's moves, not in the history).
    await expectOk(approveAs(t, owner, pedroShift));
    await expectOk(call(manager, 'POST', `/api/contractor/applications/${luisShift}/reserve`));
    // Yesterday's shift: its absences may be marked.
    await moveShift(t, job.id, { service_date: daysFromToday(-1) });
    await expectOk(call(manager, 'POST', `/api/contractor/applications/${pedroShift}/no-show`));

    expect(lines(await history(owner, job.id))).toEqual([
      ['published', 'Ana Souza', null],
      ['invited', 'Bruno Gerente', 'Rita Alves'],
      ['approved', 'Ana Souza', 'Pedro Reis'],
      ['reserved', 'Bruno Gerente', 'Luís Costa'],
      ['no_show', 'Bruno Gerente', 'Pedro Reis'],
    ]);
  });

  it("answers 404 to another company's manager and 403 to a freelancer, for any job", async () => {
    const job = await createJob(t, owner);
    const outsider = await addManager(t, await signupContractor(t), { full_name: 'Outra Gerente' });
    const res = await call(outsider, 'GET', `/api/contractor/jobs/${job.id}/history`);
    expect(res.statusCode).toBe(404);
    expect(res.json<{ error: { code: string } }>().error.code).toBe('JOB_NOT_FOUND');
    const freelancer = await signupFreelancer(t);
    const refused = await call(freelancer, 'GET', `/api/contractor/jobs/${job.id}/history`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/[a-zà-ú]/i);
    // The company's own people see it.
    expect(lines(await history(manager, job.id))).toEqual([['published', 'Ana Souza', null]]);
  });
});
