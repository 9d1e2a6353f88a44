import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendaItems, balances, jobApplications, jobs, ledgerEntries } from '../../db/schema.ts';
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
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Role = 'freelancer' | 'contractor';
type Call = {
  name: string;
  role: Role;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: () => string;
  body?: () => object | FormData;
  /** The row belongs to someone: another user of the same role gets 404. */
  owned?: boolean;
};

const agendaEvent = {
  title: 'Reunião',
  date: daysFromToday(2),
  start_time: '10:00',
  end_time: '11:00',
  type: 'meeting',
};

/**
 * Every marketplace endpoint, tried anonymously (401), as the other role (403) and, for rows
 * that belong to someone, as another user of the same role (404) — and after each attempt the
 * marketplace tables are exactly as before.
 */
describe.each(TEST_DATABASES)('marketplace authorization on %s', (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let otherContractor: SignedUpUser;
  let pendingFreelancer: SignedUpUser;
  let approvedFreelancer: SignedUpUser;
  let otherFreelancer: SignedUpUser;
  const ids = { job: '', pending: '', approved: '', ownerEvent: '', freelancerItem: '' };
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, otherContractor] = [await signupContractor(t), await signupContractor(t)];
    [pendingFreelancer, approvedFreelancer, otherFreelancer] = [
      await signupFreelancer(t),
      await signupFreelancer(t),
      await signupFreelancer(t),
    ];
    ids.job = (await createJob(t, owner, { required_people: 2 })).id;
    ids.pending = (await applyAs(t, pendingFreelancer, ids.job)).json().id;
    ids.approved = (await applyAs(t, approvedFreelancer, ids.job)).json().id;
    expect((await approveAs(t, owner, ids.approved)).statusCode).toBe(200);
    ids.ownerEvent = (
      await t.request({ method: 'POST', url: '/api/agenda', cookie: owner.cookie, payload: agendaEvent })
    ).json().id;
    const agenda = await t.request({ method: 'GET', url: '/api/freelancer/agenda', cookie: approvedFreelancer.cookie });
    ids.freelancerItem = agenda.json().items[0].id;
    png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => t.close());

  const image = () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    return form;
  };

  const calls: Call[] = [
    { name: 'list jobs', role: 'freelancer', method: 'GET', url: () => '/api/jobs' },
    { name: 'job cities', role: 'freelancer', method: 'GET', url: () => '/api/jobs/cities' },
    { name: 'job detail', role: 'freelancer', method: 'GET', url: () => `/api/jobs/${ids.job}` },
    { name: 'apply', role: 'freelancer', method: 'POST', url: () => `/api/jobs/${ids.job}/apply` },
    { name: 'my applications', role: 'freelancer', method: 'GET', url: () => '/api/freelancer/applications' },
    {
      name: 'cancel application',
      role: 'freelancer',
      method: 'DELETE',
      url: () => `/api/freelancer/applications/${ids.pending}`,
      owned: true,
    },
    {
      name: 'withdraw',
      role: 'freelancer',
      method: 'POST',
      url: () => `/api/freelancer/applications/${ids.approved}/withdraw`,
      owned: true,
    },
    { name: 'freelancer agenda', role: 'freelancer', method: 'GET', url: () => '/api/freelancer/agenda' },
    {
      name: 'complete agenda item',
      role: 'freelancer',
      method: 'POST',
      url: () => `/api/freelancer/agenda/${ids.freelancerItem}/complete`,
      owned: true,
    },
    { name: 'contractor jobs', role: 'contractor', method: 'GET', url: () => '/api/contractor/jobs' },
    {
      name: 'create job',
      role: 'contractor',
      method: 'POST',
      url: () => '/api/contractor/jobs',
      body: () => jobPayload(),
    },
    {
      name: 'contractor job detail',
      role: 'contractor',
      method: 'GET',
      url: () => `/api/contractor/jobs/${ids.job}`,
      owned: true,
    },
    {
      name: 'edit job',
      role: 'contractor',
      method: 'PUT',
      url: () => `/api/contractor/jobs/${ids.job}`,
      body: () => jobPayload({ required_people: 5 }),
      owned: true,
    },
    {
      name: 'job image',
      role: 'contractor',
      method: 'POST',
      url: () => `/api/contractor/jobs/${ids.job}/image`,
      body: image,
      owned: true,
    },
    {
      name: 'cancel event',
      role: 'contractor',
      method: 'POST',
      url: () => `/api/contractor/jobs/${ids.job}/cancel`,
      owned: true,
    },
    {
      name: 'complete service',
      role: 'contractor',
      method: 'POST',
      url: () => `/api/contractor/jobs/${ids.job}/complete`,
      owned: true,
    },
    {
      name: 'approve',
      role: 'contractor',
      method: 'POST',
      url: () => `/api/contractor/applications/${ids.pending}/approve`,
      owned: true,
    },
    {
      name: 'reject',
      role: 'contractor',
      method: 'POST',
      url: () => `/api/contractor/applications/${ids.pending}/reject`,
      owned: true,
    },
    {
      name: 'freelancer profile',
      role: 'contractor',
      method: 'GET',
      url: () => `/api/freelancers/${approvedFreelancer.user.id}`,
      owned: true,
    },
    { name: 'contractor agenda', role: 'contractor', method: 'GET', url: () => '/api/agenda' },
    { name: 'create event', role: 'contractor', method: 'POST', url: () => '/api/agenda', body: () => agendaEvent },
    {
      name: 'edit event',
      role: 'contractor',
      method: 'PUT',
      url: () => `/api/agenda/${ids.ownerEvent}`,
      body: () => ({ ...agendaEvent, title: 'X' }),
      owned: true,
    },
    {
      name: 'delete event',
      role: 'contractor',
      method: 'DELETE',
      url: () => `/api/agenda/${ids.ownerEvent}`,
      owned: true,
    },
  ];

  /** Everything the marketplace and the wallet hold, to prove a refused call changed nothing. */
  async function snapshot() {
    const db = t.deps.db;
    return JSON.stringify([
      await db.select().from(jobs).orderBy(asc(jobs.id)),
      await db.select().from(jobApplications).orderBy(asc(jobApplications.id)),
      await db.select().from(agendaItems).orderBy(asc(agendaItems.id)),
      await db.select().from(balances).orderBy(asc(balances.userId), asc(balances.currency)),
      await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id)),
    ]);
  }

  const attempt = (call: Call, cookie?: string) =>
    t.request({ method: call.method, url: call.url(), cookie, payload: call.body?.() as object | undefined });

  it.each(calls.map((c) => [c.name, c] as const))('%s: 401 anonymously, 403 as the other role', async (_name, call) => {
    const before = await snapshot();
    const anonymous = await attempt(call);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({ code: 'UNAUTHENTICATED', message: 'Você precisa estar logado.' });
    const wrongRole = await attempt(call, (call.role === 'freelancer' ? owner : pendingFreelancer).cookie);
    expect(wrongRole.statusCode).toBe(403);
    expect(wrongRole.json().error.code).toBe('FORBIDDEN');
    expect(await snapshot()).toBe(before);
  });

  it.each(calls.filter((c) => c.owned).map((c) => [c.name, c] as const))(
    "%s: 404 for another user's row, nothing changed",
    async (_name, call) => {
      const before = await snapshot();
      const intruder = call.role === 'freelancer' ? otherFreelancer : otherContractor;
      const res = await attempt(call, intruder.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toMatch(/não encontrad/);
      expect(await snapshot()).toBe(before);
    },
  );
});
