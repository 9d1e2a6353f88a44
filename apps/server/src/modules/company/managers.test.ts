import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { CURRENT_VERSIONS } from '@vamos/shared/consents';
import { MeSchema } from '@vamos/shared/schemas/auth';
import { ManagerInvitationViewSchema, ManagersResponseSchema } from '@vamos/shared/schemas/managers';
import { selectRows } from '../../db/client.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  addManager,
  applyAs,
  approveAs,
  createJob,
  grant,
  managerInvitationToken,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../test/factories.ts';
import { cookieFrom, createTestApp, type TestApp } from '../../test/test-app.ts';
import type { RealtimeEvent } from '../realtime/event-bus.ts';

/**
 * Managers (issue 26, decision 0040): the owner invites by e-mail, the person accepts from the link
 * and then acts for the company (its credits, jobs and team), recorded as themselves; only the owner
 * pays, changes the profile and manages managers; a removed manager's sessions end at once.
 */
describe.each(TEST_DATABASES)('managers on %s', (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    t.deps.events.subscribe((event) => events.push(event));
    owner = await signupContractor(t, { company_name: 'Buffet Estrela' });
    await grant(t, owner.user.id, 'credit', 50);
  });
  afterAll(async () => t?.close());

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (who: { cookie: string } | null, method: Method, url: string, payload?: object) =>
    t.request({ method, url, ...(who ? { cookie: who.cookie } : {}), ...(payload ? { payload } : {}) });
  const invite = (email: string, who: { cookie: string } = owner) =>
    call(who, 'POST', '/api/contractor/managers/invitations', { email });
  const accept = (token: string, payload: object) =>
    call(null, 'POST', `/api/manager-invitations/${token}/accept`, payload);
  const balance = async (userId: string) =>
    (
      await selectRows<{ balance: number }>(
        t.deps.db,
        sql`SELECT balance FROM balances WHERE user_id = ${userId}::uuid AND currency = 'credit'`,
      )
    )[0]?.balance ?? 0;

  it('invites by e-mail; the person signs up from the link and acts for the company as its manager', async () => {
    const email = uniqueEmail('ana.gerente');
    const invited = await invite(email.toUpperCase());
    expect(invited.statusCode).toBe(201);
    expect(events.some((e) => e.type === 'company.changed' && e.userIds.includes(owner.user.id))).toBe(true);

    const token = await managerInvitationToken(t, email);
    const view = await call(null, 'GET', `/api/manager-invitations/${token}`);
    expect(view.statusCode).toBe(200);
    expect(ManagerInvitationViewSchema.parse(view.json())).toEqual({
      company_name: 'Buffet Estrela',
      email,
      has_account: false,
    });

    const weak = await accept(token, { full_name: 'Ana Gerente', password: 'fraca' });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().error.fields)).toEqual(['password']);
    const missingName = await accept(token, { password: TEST_PASSWORD });
    expect(missingName.statusCode).toBe(400);
    expect(missingName.json().error.fields).toEqual({ full_name: 'Nome obrigatório' });

    // A new login accepts the terms of use and the privacy policy, as a signup does.
    const noTerms = await accept(token, { full_name: 'Ana Gerente', password: TEST_PASSWORD });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().error.fields).toEqual({ terms: 'Termos de uso obrigatórios' });
    expect((await accept(token, { full_name: 'Ana Gerente', password: TEST_PASSWORD, terms: false })).statusCode).toBe(
      400,
    );

    const joined = await accept(token, { full_name: 'Ana Gerente', password: TEST_PASSWORD, terms: true });
    expect(joined.statusCode).toBe(200);
    const me = MeSchema.parse(joined.json().user);
    const consents = await call({ cookie: cookieFrom(joined) }, 'GET', '/api/me/consents');
    expect(consents.json()).toMatchObject({
      outdated: false,
      entries: expect.arrayContaining([
        expect.objectContaining({ document: 'terms', version: CURRENT_VERSIONS.terms, granted: true }),
        expect.objectContaining({ document: 'privacy', version: CURRENT_VERSIONS.privacy, granted: true }),
      ]),
    });
    expect(me).toMatchObject({
      role: 'contractor',
      full_name: 'Ana Gerente',
      company_id: owner.user.id,
      company_role: 'manager',
      company_name: 'Buffet Estrela',
    });
    const manager = { cookie: cookieFrom(joined) };
    expect((await call(manager, 'GET', '/api/auth/me')).json().user.company_role).toBe('manager');

    // The link is used once.
    expect(
      (await accept(token, { full_name: 'Outra Pessoa', password: TEST_PASSWORD, terms: true })).json().error.code,
    ).toBe('MANAGER_INVITATION_INVALID');
    const list = ManagersResponseSchema.parse((await call(owner, 'GET', '/api/contractor/managers')).json());
    expect(list.managers.map((m) => m.full_name)).toContain('Ana Gerente');
    expect(list.invitations.map((i) => i.email.toLowerCase())).not.toContain(email);
  });

  it("publishes with the company's credits, approves as itself, and the company sees it all", async () => {
    const manager = await addManager(t, owner, { full_name: 'Bruno Gerente' });
    const before = await balance(owner.user.id);
    const job = await createJob(t, manager);
    expect(await balance(owner.user.id)).toBe(before - 1);
    expect(await balance(manager.user.id)).toBe(0);
    const [row] = await selectRows<{ contractorId: string }>(
      t.deps.db,
      sql`SELECT contractor_id AS "contractorId" FROM jobs WHERE id = ${job.id}::uuid`,
    );
    expect(row?.contractorId).toBe(owner.user.id);
    // The owner sees the manager's job, and the manager the owner's.
    const ownerJob = await createJob(t, owner);
    const ownerList = (await call(owner, 'GET', '/api/contractor/jobs')).json();
    const managerList = (await call(manager, 'GET', '/api/contractor/jobs')).json();
    const ids = (list: { jobs: { id: string }[] }) => list.jobs.map((j) => j.id);
    expect(ids(ownerList)).toEqual(expect.arrayContaining([job.id, ownerJob.id]));
    expect(ids(managerList)).toEqual(expect.arrayContaining([job.id, ownerJob.id]));

    const freelancer = await signupFreelancer(t);
    const applied = await applyAs(t, freelancer, ownerJob.id);
    expect(applied.statusCode).toBe(201);
    const approved = await approveAs(t, manager, applied.json().id);
    expect(approved.statusCode).toBe(200);
    const moves = await selectRows<{ move: string; actorId: string }>(
      t.deps.db,
      sql`SELECT move, actor_id AS "actorId" FROM shift_moves WHERE shift_id = ${applied.json().id}::uuid ORDER BY id`,
    );
    expect(moves).toEqual([
      { move: 'apply', actorId: freelancer.user.id },
      { move: 'approve', actorId: manager.user.id },
    ]);
    // The company's credits paid the approval; the wallet shows the manager the company's balance.
    const wallet = (await call(manager, 'GET', '/api/wallet')).json();
    expect(wallet.credits ?? wallet.balance ?? wallet).toBeDefined();
    expect(JSON.stringify(wallet)).toContain(String(await balance(owner.user.id)));
  });

  it('keeps payments, the profile and the managers to the owner', async () => {
    const manager = await addManager(t, owner);
    const forbidden: [Method, string, object?][] = [
      ['GET', '/api/contractor/managers'],
      ['POST', '/api/contractor/managers/invitations', { email: uniqueEmail() }],
      ['DELETE', `/api/contractor/managers/${manager.user.id}`],
      ['POST', '/api/payments/plans', { plan: 'basic' }],
      ['GET', '/api/payments/pending'],
      ['GET', '/api/subscription'],
      ['GET', '/api/wallet/statement'],
      ['PUT', '/api/profile', { full_name: 'Outro Nome' }],
      ['PUT', '/api/profile/company', { company_name: 'Outro' }],
      ['DELETE', '/api/profile/company-logo'],
    ];
    for (const [method, url, payload] of forbidden) {
      const res = await call(manager, method, url, payload);
      expect([url, res.statusCode, res.json().error.code]).toEqual([url, 403, 'OWNER_ONLY']);
      expect(res.json().error.message).toBe(ERROR_MESSAGES.OWNER_ONLY);
    }
    // What the manager may read of the company: its data, under their own name, never the owner's personal data.
    const profile = await call(manager, 'GET', '/api/profile');
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      id: manager.user.id,
      email: manager.email,
      full_name: 'Gerente de Teste',
      user_type: 'contractor',
      company_name: 'Buffet Estrela',
      cpf: null,
      phone: null,
      address: null,
      avatar_url: null,
    });
    expect((await call(manager, 'GET', '/api/contractor/team')).statusCode).toBe(200);
    expect((await call(owner, 'GET', '/api/contractor/managers')).statusCode).toBe(200);
  });

  it("ends a removed manager's sessions at once; they can no longer sign in", async () => {
    const manager = await addManager(t, owner);
    expect((await call(manager, 'GET', '/api/contractor/jobs')).statusCode).toBe(200);
    events.length = 0;
    const removed = await call(owner, 'DELETE', `/api/contractor/managers/${manager.user.id}`);
    expect(removed.statusCode).toBe(204);
    expect(events.map((e) => e.type)).toEqual(expect.arrayContaining(['session.revoked', 'company.left']));
    expect((await call(manager, 'GET', '/api/contractor/jobs')).statusCode).toBe(401);
    const sessions = await selectRows<{ n: number }>(
      t.deps.db,
      sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${manager.user.id}::uuid`,
    );
    expect(sessions[0]?.n).toBe(0);
    const login = await call(null, 'POST', '/api/auth/login', { email: manager.email, password: TEST_PASSWORD });
    expect([login.statusCode, login.json().error.code]).toEqual([403, 'MANAGER_REMOVED']);
    expect((await call(owner, 'DELETE', `/api/contractor/managers/${manager.user.id}`)).statusCode).toBe(404);

    // Invited again, they join with the login they have (its password) and act once more.
    expect((await invite(manager.email)).statusCode).toBe(201);
    const token = await managerInvitationToken(t, manager.email);
    const view = ManagerInvitationViewSchema.parse(
      (await call(null, 'GET', `/api/manager-invitations/${token}`)).json(),
    );
    expect(view.has_account).toBe(true);
    expect((await accept(token, { password: 'SenhaErrada1' })).json().error.code).toBe('INVALID_CREDENTIALS');
    // A wrong password is wrong, whatever the rules for new passwords say.
    expect((await accept(token, { password: 'x' })).json().error.code).toBe('INVALID_CREDENTIALS');
    const back = await accept(token, { password: TEST_PASSWORD });
    expect(back.statusCode).toBe(200);
    expect(back.json().user.company_role).toBe('manager');
  });

  it('refuses e-mails that cannot be managers, replaces and cancels invitations, and keeps the limit', async () => {
    const freelancer = await signupFreelancer(t);
    const otherCompany = await signupContractor(t);
    for (const email of [owner.email, freelancer.email, otherCompany.email]) {
      expect((await invite(email)).json().error.code).toBe('MANAGER_EMAIL_UNAVAILABLE');
    }
    const mine = await addManager(t, owner);
    expect((await invite(mine.email)).json().error.code).toBe('MANAGER_ALREADY');
    const theirs = await addManager(t, otherCompany);
    expect((await invite(theirs.email)).json().error.code).toBe('MANAGER_OF_OTHER_COMPANY');
    expect((await invite('não é e-mail')).statusCode).toBe(400);

    // A new invitation to the same e-mail replaces the open one: the first link stops working.
    const email = uniqueEmail('carla');
    await invite(email);
    const first = await managerInvitationToken(t, email);
    await invite(email);
    const second = await managerInvitationToken(t, email);
    expect(second).not.toBe(first);
    expect((await call(null, 'GET', `/api/manager-invitations/${first}`)).statusCode).toBe(404);
    const list = ManagersResponseSchema.parse((await call(owner, 'GET', '/api/contractor/managers')).json());
    const open = list.invitations.filter((i) => i.email === email);
    expect(open).toHaveLength(1);
    // 'Cancelar convite': the link stops working; another company cannot cancel it.
    expect((await call(otherCompany, 'DELETE', `/api/contractor/managers/invitations/${open[0]!.id}`)).statusCode).toBe(
      404,
    );
    expect((await call(owner, 'DELETE', `/api/contractor/managers/invitations/${open[0]!.id}`)).statusCode).toBe(204);
    const gone = await call(null, 'GET', `/api/manager-invitations/${second}`);
    expect([gone.statusCode, gone.json().error.message]).toEqual([404, ERROR_MESSAGES.MANAGER_INVITATION_INVALID]);
    expect((await call(null, 'GET', '/api/manager-invitations/nao-existe')).statusCode).toBe(404);

    // Ten people at most, open invitations counted.
    const company = await signupContractor(t);
    for (let i = 0; i < 10; i += 1) expect((await invite(uniqueEmail(), company)).statusCode).toBe(201);
    const eleventh = await invite(uniqueEmail(), company);
    expect([eleventh.statusCode, eleventh.json().error.code]).toEqual([409, 'MANAGER_LIMIT']);
  });

  it("keeps another company's manager out of the company's jobs", async () => {
    const job = await createJob(t, owner);
    const otherCompany = await signupContractor(t);
    const outsider = await addManager(t, otherCompany);
    for (const [method, url] of [
      ['GET', `/api/contractor/jobs/${job.id}`],
      ['PUT', `/api/contractor/jobs/${job.id}`],
      ['POST', `/api/contractor/jobs/${job.id}/cancel`],
      ['POST', `/api/contractor/jobs/${job.id}/complete`],
    ] as [Method, string][]) {
      const res = await call(outsider, method, url, method === 'GET' ? undefined : {});
      expect([url, res.statusCode]).toEqual([url, expect.any(Number)]);
      expect(res.statusCode === 404 || res.statusCode === 400).toBe(true);
      if (res.statusCode === 404) expect(res.json().error.code).toBe('JOB_NOT_FOUND');
    }
  });
});
