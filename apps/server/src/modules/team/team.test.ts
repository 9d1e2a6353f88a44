import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FreelancerProfileViewSchema } from '@vamos/shared/schemas/job-views';
import {
  BlockedFreelancersResponseSchema,
  HiddenContractorsResponseSchema,
  TeamMemberResponseSchema,
  TeamResponseSchema,
  type TeamResponse,
} from '@vamos/shared/schemas/team';
import { profiles } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
  startedToday,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000001';

/**
 * 'Minha equipe' (issue 26, decision 0034): a contractor's favourites and blocks, a freelancer's
 * hidden contractors; who may use each route; what each answers to hostile input.
 */
describe.each(TEST_DATABASES)('team routes on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;
  let other: SignedUpUser;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.events.subscribe((event) => events.push(event));
    contractor = await signupContractor(t);
    other = await signupContractor(t, { company_name: 'Buffet Outro' });
    await grant(t, contractor.user.id, 'credit', 100);
  });
  afterAll(async () => t?.close());

  const call = (who: SignedUpUser | null, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string) =>
    t.request({ method, url, ...(who ? { cookie: who.cookie } : {}) });
  const team = async (who: SignedUpUser, query = '') => {
    const res = await call(who, 'GET', `/api/contractor/team${query}`);
    expect(res.statusCode).toBe(200);
    return TeamResponseSchema.parse(res.json()) satisfies TeamResponse;
  };
  const setProfile = (who: SignedUpUser, values: { fullName?: string; position?: string | null }) =>
    t.deps.db.update(profiles).set(values).where(eq(profiles.userId, who.user.id));

  it('answers 401 signed out and 403 to the other role, on every route', async () => {
    const f = await signupFreelancer(t);
    const job = await createJob(t, contractor);
    const contractorRoutes: ['GET' | 'PUT' | 'DELETE', string][] = [
      ['GET', '/api/contractor/team'],
      ['PUT', `/api/contractor/team/${f.user.id}`],
      ['DELETE', `/api/contractor/team/${f.user.id}`],
      ['GET', '/api/contractor/blocks'],
      ['PUT', `/api/contractor/blocks/${f.user.id}`],
      ['DELETE', `/api/contractor/blocks/${f.user.id}`],
    ];
    const freelancerRoutes: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', '/api/freelancer/hidden-contractors'],
      ['POST', `/api/jobs/${job.id}/hide-contractor`],
      ['DELETE', `/api/freelancer/hidden-contractors/${contractor.user.id}`],
    ];
    for (const [method, url] of [...contractorRoutes, ...freelancerRoutes]) {
      expect((await call(null, method, url)).statusCode, `${method} ${url}`).toBe(401);
    }
    for (const [method, url] of contractorRoutes) {
      const res = await call(f, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json<{ error: { message: string } }>().error.message).toMatch(/[a-zà-ú]/i);
    }
    for (const [method, url] of freelancerRoutes) {
      expect((await call(contractor, method, url)).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('adds a favourite (idempotent), lists the newest first, removes (idempotent); another contractor sees none of it', async () => {
    const first = await signupFreelancer(t, { full_name: 'Ana Primeira' });
    const second = await signupFreelancer(t, { full_name: 'Bruno Segundo' });
    const added = await call(contractor, 'PUT', `/api/contractor/team/${first.user.id}`);
    expect(added.statusCode).toBe(200);
    const { member } = TeamMemberResponseSchema.parse(added.json());
    expect(member).toMatchObject({
      freelancer_id: first.user.id,
      full_name: 'Ana Primeira',
      shifts_with_me: 0,
      last_shift_date: null,
      average_rating: null,
      total_evaluations: 0,
      reliability: { attendance_percent: null, shifts: 0 },
    });
    expect((await call(contractor, 'PUT', `/api/contractor/team/${first.user.id}`)).statusCode).toBe(200);
    expect((await call(contractor, 'PUT', `/api/contractor/team/${second.user.id}`)).statusCode).toBe(200);

    const listed = (await team(contractor)).members.map((m) => m.freelancer_id);
    expect(listed.slice(0, 2)).toEqual([second.user.id, first.user.id]);
    expect(listed.filter((id) => id === first.user.id)).toHaveLength(1);
    expect(events).toContainEqual(expect.objectContaining({ type: 'team.changed', userIds: [contractor.user.id] }));

    // Another contractor: an empty team, and their DELETE changes nothing of mine.
    expect((await team(other)).members).toEqual([]);
    expect((await call(other, 'DELETE', `/api/contractor/team/${first.user.id}`)).statusCode).toBe(204);
    expect((await team(contractor)).members.map((m) => m.freelancer_id)).toContain(first.user.id);

    expect((await call(contractor, 'DELETE', `/api/contractor/team/${first.user.id}`)).statusCode).toBe(204);
    expect((await call(contractor, 'DELETE', `/api/contractor/team/${first.user.id}`)).statusCode).toBe(204);
    expect((await team(contractor)).members.map((m) => m.freelancer_id)).not.toContain(first.user.id);
  });

  it('searches by part of the name ignoring accents and case, and filters by position (wildcards literal)', async () => {
    const c = await signupContractor(t);
    const jose = await signupFreelancer(t, { full_name: 'José Ângelo' });
    const maria = await signupFreelancer(t, { full_name: 'Maria Souza' });
    await setProfile(jose, { position: 'Garçom' });
    await setProfile(maria, { position: 'Bartender 100%' });
    for (const f of [jose, maria]) await call(c, 'PUT', `/api/contractor/team/${f.user.id}`);
    const names = async (query: string) => (await team(c, query)).members.map((m) => m.full_name);
    expect(await names('?q=jose%20ang')).toEqual(['José Ângelo']);
    expect(await names('?q=ANGELO')).toEqual(['José Ângelo']);
    expect(await names('?q=souza')).toEqual(['Maria Souza']);
    expect(await names('?position=garç')).toEqual(['José Ângelo']);
    expect(await names('?position=bartender')).toEqual(['Maria Souza']);
    expect(await names('?position=100%25')).toEqual(['Maria Souza']);
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=_')).toEqual([]);
    expect(await names('?q=ninguem')).toEqual([]);
  });

  it('counts the shifts a favourite attended on my jobs, and the last date', async () => {
    const c = await signupContractor(t);
    await grant(t, c.user.id, 'credit', 10);
    const f = await signupFreelancer(t);
    await grant(t, f.user.id, 'coin', 100);
    const job = await createJob(t, c, startedToday());
    const application = (await applyAs(t, f, job.id)).json<{ id: string }>();
    expect((await approveAs(t, c, application.id)).statusCode).toBe(200);
    expect((await call(c, 'POST', `/api/contractor/jobs/${job.id}/complete`)).statusCode).toBe(200);
    const { member } = TeamMemberResponseSchema.parse(
      (await call(c, 'PUT', `/api/contractor/team/${f.user.id}`)).json(),
    );
    expect(member).toMatchObject({ shifts_with_me: 1, last_shift_date: startedToday().service_date });
    // Another contractor's favourite: none of those shifts were with them.
    const theirs = TeamMemberResponseSchema.parse(
      (await call(other, 'PUT', `/api/contractor/team/${f.user.id}`)).json(),
    );
    expect(theirs.member).toMatchObject({ shifts_with_me: 0, last_shift_date: null });
  });

  it('refuses an unknown, malformed or non-freelancer id (404) and a blocked freelancer (409)', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid', other.user.id, contractor.user.id]) {
      const res = await call(contractor, 'PUT', `/api/contractor/team/${encodeURIComponent(id)}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'FREELANCER_NOT_FOUND' } });
      expect((await call(contractor, 'PUT', `/api/contractor/blocks/${encodeURIComponent(id)}`)).statusCode).toBe(404);
    }
    const f = await signupFreelancer(t);
    expect((await call(contractor, 'PUT', `/api/contractor/blocks/${f.user.id}`)).statusCode).toBe(204);
    const res = await call(contractor, 'PUT', `/api/contractor/team/${f.user.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'FREELANCER_BLOCKED', message: 'Desbloqueie este freelancer antes de adicioná-lo à equipe.' },
    });
  });

  it('blocks (idempotent, out of the team), lists and unblocks; another contractor sees none of it', async () => {
    const f = await signupFreelancer(t, { full_name: 'Carla Bloqueada' });
    await call(contractor, 'PUT', `/api/contractor/team/${f.user.id}`);
    events.length = 0;
    expect((await call(contractor, 'PUT', `/api/contractor/blocks/${f.user.id}`)).statusCode).toBe(204);
    expect((await call(contractor, 'PUT', `/api/contractor/blocks/${f.user.id}`)).statusCode).toBe(204);
    expect((await team(contractor)).members.map((m) => m.freelancer_id)).not.toContain(f.user.id);
    const blocked = BlockedFreelancersResponseSchema.parse(
      (await call(contractor, 'GET', '/api/contractor/blocks')).json(),
    );
    expect(blocked.blocked.filter((b) => b.freelancer_id === f.user.id)).toEqual([
      expect.objectContaining({ full_name: 'Carla Bloqueada' }),
    ]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'visibility.changed', userIds: [f.user.id] }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'team.changed', userIds: [contractor.user.id] }));
    // The freelancer's event names nobody.
    expect(events.find((e) => e.type === 'visibility.changed')?.ids ?? {}).toEqual({});

    expect(
      BlockedFreelancersResponseSchema.parse((await call(other, 'GET', '/api/contractor/blocks')).json()).blocked,
    ).toEqual([]);
    expect((await call(other, 'DELETE', `/api/contractor/blocks/${f.user.id}`)).statusCode).toBe(204);
    expect(
      (await call(contractor, 'GET', '/api/contractor/blocks'))
        .json<{ blocked: { freelancer_id: string }[] }>()
        .blocked.map((b) => b.freelancer_id),
    ).toContain(f.user.id);

    expect((await call(contractor, 'DELETE', `/api/contractor/blocks/${f.user.id}`)).statusCode).toBe(204);
    expect((await call(contractor, 'DELETE', `/api/contractor/blocks/${f.user.id}`)).statusCode).toBe(204);
    expect((await call(contractor, 'PUT', `/api/contractor/team/${f.user.id}`)).statusCode).toBe(200);
  });

  it('a freelancer hides the contractor of a job, lists (company name) and shows them again', async () => {
    const f = await signupFreelancer(t);
    const job = await createJob(t, contractor);
    expect((await call(f, 'POST', `/api/jobs/${job.id}/hide-contractor`)).statusCode).toBe(204);
    const hidden = HiddenContractorsResponseSchema.parse(
      (await call(f, 'GET', '/api/freelancer/hidden-contractors')).json(),
    );
    expect(hidden.hidden).toEqual([
      expect.objectContaining({ contractor_id: contractor.user.id, name: 'Bar do João' }),
    ]);
    // Hidden: the job is not found any more, even to hide again.
    expect((await call(f, 'POST', `/api/jobs/${job.id}/hide-contractor`)).statusCode).toBe(404);
    expect((await call(f, 'DELETE', `/api/freelancer/hidden-contractors/${contractor.user.id}`)).statusCode).toBe(204);
    expect((await call(f, 'DELETE', `/api/freelancer/hidden-contractors/${contractor.user.id}`)).statusCode).toBe(204);
    expect(
      HiddenContractorsResponseSchema.parse((await call(f, 'GET', '/api/freelancer/hidden-contractors')).json()).hidden,
    ).toEqual([]);
    for (const id of [UNKNOWN, 'x']) {
      const res = await call(f, 'POST', `/api/jobs/${id}/hide-contractor`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'JOB_NOT_FOUND' } });
    }
  });

  it("shows each applicant's standing to the contractor, on the job's candidates and the profile", async () => {
    const c = await signupContractor(t);
    await grant(t, c.user.id, 'credit', 10);
    const job = await createJob(t, c);
    const fav = await signupFreelancer(t);
    const plain = await signupFreelancer(t);
    for (const f of [fav, plain]) expect((await applyAs(t, f, job.id)).statusCode).toBe(201);
    await call(c, 'PUT', `/api/contractor/team/${fav.user.id}`);
    const detail = (await call(c, 'GET', `/api/contractor/jobs/${job.id}`)).json<{
      applications: { freelancer: { id: string; team: { in_team: boolean; blocked: boolean } } }[];
    }>();
    const standing = new Map(detail.applications.map((a) => [a.freelancer.id, a.freelancer.team]));
    expect(standing.get(fav.user.id)).toEqual({ in_team: true, blocked: false });
    expect(standing.get(plain.user.id)).toEqual({ in_team: false, blocked: false });
    const profile = await call(c, 'GET', `/api/freelancers/${fav.user.id}`);
    expect(FreelancerProfileViewSchema.parse(profile.json()).team).toEqual({ in_team: true, blocked: false });
    await call(c, 'PUT', `/api/contractor/blocks/${plain.user.id}`);
    const after = await call(c, 'GET', `/api/freelancers/${plain.user.id}`);
    expect(after.json<{ team: unknown }>().team).toEqual({ in_team: false, blocked: true });
  });

  it('answers hostile input with a 4xx in Portuguese, never a 5xx', async () => {
    const f = await signupFreelancer(t);
    const long = 'a'.repeat(5000);
    const cases: [SignedUpUser, 'GET' | 'PUT' | 'DELETE' | 'POST', string][] = [
      [contractor, 'GET', `/api/contractor/team?q=${long}`],
      [contractor, 'GET', `/api/contractor/team?position=${long}`],
      [contractor, 'GET', '/api/contractor/team?q=a&q=b'],
      [contractor, 'GET', '/api/contractor/team?q=%00'],
      [contractor, 'PUT', `/api/contractor/team/${long}`],
      [contractor, 'PUT', '/api/contractor/team/%00'],
      [contractor, 'DELETE', '/api/contractor/team/1'],
      [contractor, 'PUT', "/api/contractor/blocks/'%3B%20drop%20table%20blocks"],
      [contractor, 'DELETE', `/api/contractor/blocks/${long}`],
      [f, 'POST', `/api/jobs/${long}/hide-contractor`],
      [f, 'DELETE', '/api/freelancer/hidden-contractors/nada'],
    ];
    for (const [who, method, url] of cases) {
      const res = await call(who, method, url);
      expect(res.statusCode, `${method} ${url.slice(0, 60)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url.slice(0, 60)}`).toBeLessThan(500);
      expect(res.json<{ error: { message: string } }>().error.message.length).toBeGreaterThan(0);
    }
  });
});
