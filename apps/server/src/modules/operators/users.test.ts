import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDetail, UserSearchResult } from '@vamos/shared/schemas/operator-users';
import { selectRows } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { operatorAudit, payments, payouts, sessions, userSuspensions } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  addManager,
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  grant,
  signupContractor,
  signupFreelancer,
  uniqueEmail,
  type SignedUpUser,
} from '../../test/factories.ts';
import type { OperatorActor } from '../../http/actor.ts';
import { readyOperator, type SignedInOperator } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { latestOutboxMessages } from '../mail/outbox.service.ts';
import { reactivateUser, suspendUser } from './suspend-user.ts';

const REASON = 'Golpe relatado por três contratantes.';
const SUSPENDED = 'Sua conta está suspensa. Fale com o suporte: ajuda@vamos.test';

/** A valid CPF or CNPJ from `base` (9 or 12 digits), with its check digits. */
function withCheckDigits(base: string, weights: number[][]): string {
  const digits = base.split('').map(Number);
  for (const w of weights) {
    const sum = digits.reduce((total, d, i) => total + d * (w[i] ?? 0), 0);
    digits.push(sum % 11 < 2 ? 0 : 11 - (sum % 11));
  }
  return digits.join('');
}
const cpfOf = (base: string) =>
  withCheckDigits(base, [
    [10, 9, 8, 7, 6, 5, 4, 3, 2],
    [11, 10, 9, 8, 7, 6, 5, 4, 3, 2],
  ]);
const cnpjOf = (base: string) =>
  withCheckDigits(base, [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]);

/**
 * 'Usuários' in /operador (decision 0050), on both databases: the search by name, e-mail, CPF and CNPJ;
 * a suspension that ends every session at once, refuses the login (and a password reset) with the
 * support e-mail, and is undone by a reactivation; a contractor's suspension reaching its managers;
 * the audit entries on the user's page; bad input refused with Portuguese messages, changing nothing.
 */
describe.each(TEST_DATABASES)("the operator's users on %s", (kind) => {
  let t: TestApp;
  let operator: SignedInOperator;

  beforeAll(async () => {
    t = await createTestApp(kind, { DEV_TOOLS: 'true', SUPPORT_EMAIL: 'ajuda@vamos.test' });
    operator = await readyOperator(t, 'Olga Operadora');
  });
  afterAll(async () => t.close());

  const login = (who: { email: string; password: string }) =>
    t.request({ method: 'POST', url: '/api/auth/login', payload: { email: who.email, password: who.password } });
  const act = (userId: string, action: 'suspension' | 'reactivation' | 'password-reset', reason: unknown) =>
    t.request({
      method: 'POST',
      url: `/api/operator/users/${userId}/${action}`,
      cookie: operator.cookie,
      payload: { reason },
    });
  const search = async (q: string, page = 1) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/operator/users?q=${encodeURIComponent(q)}&page=${page}`,
      cookie: operator.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UserSearchResult>();
  };
  const detail = async (userId: string) => {
    const res = await t.request({ method: 'GET', url: `/api/operator/users/${userId}`, cookie: operator.cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<UserDetail>();
  };
  const sessionsOf = async (userIds: string[]) =>
    (await t.deps.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.userId, userIds))).length;
  const actor = (): OperatorActor => ({
    role: 'operator',
    personId: operator.id,
    email: operator.email,
    name: operator.name,
    sessionId: 'test',
  });
  const me = (who: SignedUpUser) => t.request({ method: 'GET', url: '/api/auth/me', cookie: who.cookie });

  it('finds people by a part of the name (accents ignored), the e-mail, the CPF or the CNPJ, with role and status', async () => {
    const cpf = cpfOf('390533447');
    const cnpj = cnpjOf('453781920001');
    const freelancer = await signupFreelancer(t, {
      full_name: 'Joana Conceição Buscável',
      cpf: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
      email: uniqueEmail('joana.buscavel'),
    });
    const contractor = await signupContractor(t, {
      company_name: 'Buffet Encontrável',
      cnpj: `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
    });

    const byName = await search('conceicao busc');
    expect(byName.users.map((u) => [u.email, u.role, u.status])).toEqual([[freelancer.email, 'freelancer', 'active']]);
    expect((await search(freelancer.email.toUpperCase())).users.map((u) => u.id)).toEqual([freelancer.user.id]);
    expect((await search(cpf)).users.map((u) => u.id)).toEqual([freelancer.user.id]);
    expect((await search(cpf.slice(0, 3) + '.' + cpf.slice(3, 6))).users.map((u) => u.id)).toContain(
      freelancer.user.id,
    );
    const byCnpj = await search(cnpj);
    expect(byCnpj.users.map((u) => [u.id, u.role, u.company_name])).toEqual([
      [contractor.user.id, 'contractor', 'Buffet Encontrável'],
    ]);
    expect((await search('encontravel')).users.map((u) => u.id)).toEqual([contractor.user.id]);
    // A LIKE wildcard is a character like any other.
    expect((await search('%')).total).toBe(0);
    // No operator is a user here.
    expect((await search(operator.email)).users).toEqual([]);
  });

  it('lists everyone newest first, a page at a time, with the total', async () => {
    const first = await signupFreelancer(t);
    const second = await signupFreelancer(t);
    const all = await search('');
    expect(all.page_size).toBe(20);
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.users.slice(0, 2).map((u) => u.id)).toEqual([second.user.id, first.user.id]);
    const beyond = await search('', 1000);
    expect(beyond).toMatchObject({ users: [], page: 1000, total: all.total });
  });

  it('refuses bad input with a Portuguese message and changes nothing', async () => {
    const freelancer = await signupFreelancer(t);
    const tooLong = await t.request({
      method: 'GET',
      url: `/api/operator/users?q=${'a'.repeat(121)}`,
      cookie: operator.cookie,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('A busca pode ter até 120 caracteres.');
    const page = await t.request({ method: 'GET', url: '/api/operator/users?page=0', cookie: operator.cookie });
    expect(page.json().error.message).toBe('Página inválida.');

    for (const [reason, message] of [
      [undefined, 'Escreva o motivo da decisão.'],
      ['   ', 'Escreva o motivo da decisão.'],
      ['curto', 'Explique o motivo em pelo menos 10 caracteres.'],
      ['x'.repeat(1001), 'O motivo pode ter até 1000 caracteres.'],
    ] as const) {
      const res = await act(freelancer.user.id, 'suspension', reason);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    await expect(suspendUser(t.deps, actor(), freelancer.user.id, 'curto')).rejects.toMatchObject({
      code: 'VALIDATION',
      message: 'Explique o motivo em pelo menos 10 caracteres.',
    });
    for (const id of ['nao-e-um-id', '00000000-0000-4000-8000-000000000000']) {
      const res = await act(id, 'suspension', REASON);
      expect([res.statusCode, res.json().error.message]).toEqual([404, 'Usuário não encontrado.']);
      expect(
        (await t.request({ method: 'GET', url: `/api/operator/users/${id}`, cookie: operator.cookie })).statusCode,
      ).toBe(404);
    }
    const notSuspended = await act(freelancer.user.id, 'reactivation', REASON);
    expect([notSuspended.statusCode, notSuspended.json().error.code]).toEqual([409, 'USER_NOT_SUSPENDED']);
    // An operator cannot suspend an operator.
    const other = await readyOperator(t, 'Outra Operadora');
    const onOperator = await act(other.id, 'suspension', REASON);
    expect([onOperator.statusCode, onOperator.json().error.message]).toEqual([
      403,
      'A conta de um operador não pode ser suspensa por aqui.',
    ]);
    expect(
      await t.deps.db
        .select()
        .from(userSuspensions)
        .where(inArray(userSuspensions.userId, [freelancer.user.id, other.id])),
    ).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(operatorAudit)
        .where(inArray(operatorAudit.targetId, [freelancer.user.id, other.id])),
    ).toEqual([]);
    expect((await me(freelancer)).statusCode).toBe(200);
  });

  it('a suspension ends every session at once and refuses the login and a password reset; reactivation restores the login', async () => {
    const freelancer = await signupFreelancer(t);
    const secondDevice = await login(freelancer);
    expect(secondDevice.statusCode).toBe(200);
    expect(await sessionsOf([freelancer.user.id])).toBe(2);
    expect((await me(freelancer)).statusCode).toBe(200);

    const suspended = await act(freelancer.user.id, 'suspension', REASON);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ user_id: freelancer.user.id, status: 'suspended' });
    expect(await sessionsOf([freelancer.user.id])).toBe(0);
    // The next request of the open session is refused at once (no cached session survives).
    expect((await me(freelancer)).statusCode).toBe(401);

    const refused = await login(freelancer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: SUSPENDED });
    expect(refused.headers['set-cookie'] ?? []).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/session_token=[^;]+/)]),
    );
    expect(await sessionsOf([freelancer.user.id])).toBe(0);
    // A wrong password still answers as any wrong password: the suspension is told only to the owner.
    expect((await login({ ...freelancer, password: 'Errada123' })).json().error.code).toBe('INVALID_CREDENTIALS');

    // 'Redefinir senha' by the operator: the e-mail goes, but its link lets nobody in while suspended.
    const reset = await act(freelancer.user.id, 'password-reset', 'Pediu por telefone uma nova senha.');
    expect(reset.statusCode, reset.body).toBe(200);
    const [mail] = await latestOutboxMessages(t.deps.db, { to: freelancer.email, limit: 1 });
    expect(mail?.subject).toBe('Redefinição de senha — Vamos Trabalhar');
    const token = /reset-password\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    const viaReset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NovaSenha9' },
    });
    expect([viaReset.statusCode, viaReset.json().error?.message]).toEqual([403, SUSPENDED]);
    expect(await sessionsOf([freelancer.user.id])).toBe(0);

    const again = await act(freelancer.user.id, 'suspension', REASON);
    expect([again.statusCode, again.json().error.code]).toEqual([409, 'USER_ALREADY_SUSPENDED']);

    const page = await detail(freelancer.user.id);
    expect(page.user.status).toBe('suspended');
    expect(page.suspension).toMatchObject({ reason: REASON, own: true, by: 'Olga Operadora' });

    const reactivated = await act(freelancer.user.id, 'reactivation', 'Conversamos e o caso foi esclarecido.');
    expect(reactivated.json()).toMatchObject({ status: 'active' });
    expect((await login(freelancer)).statusCode).toBe(200);
    // The link sent while suspended works once the account is reactivated.
    const afterReset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NovaSenha9' },
    });
    expect(afterReset.statusCode, afterReset.body).toBe(200);

    const subjects = (await latestOutboxMessages(t.deps.db, { to: freelancer.email, limit: 5 })).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['Sua conta foi suspensa — Vamos Trabalhar', 'Sua conta foi reativada — Vamos Trabalhar']),
    );

    const audit = (await detail(freelancer.user.id)).audit;
    expect(audit.map((a) => [a.action, a.target_type, a.operator.name, a.before, a.after])).toEqual([
      [
        'user_reactivated',
        'user',
        'Olga Operadora',
        expect.objectContaining({ status: 'suspended', suspended_reason: REASON }),
        { status: 'active' },
      ],
      ['password_reset_sent', 'user', 'Olga Operadora', {}, { email: freelancer.email }],
      [
        'user_suspended',
        'user',
        'Olga Operadora',
        { status: 'active' },
        { status: 'suspended', sessions_ended: 2, managers: 0 },
      ],
    ]);
    expect(audit[2]?.reason).toBe(REASON);
  });

  it('suspending a contractor refuses the managers who act for the company, and ends their sessions', async () => {
    const owner = await signupContractor(t);
    const manager = await addManager(t, owner);
    await createJob(t, owner);
    expect(await sessionsOf([owner.user.id, manager.user.id])).toBe(2);

    expect((await act(owner.user.id, 'suspension', REASON)).statusCode).toBe(200);
    expect(await sessionsOf([owner.user.id, manager.user.id])).toBe(0);
    expect((await me(manager)).statusCode).toBe(401);
    expect((await login(manager)).json().error.message).toBe(SUSPENDED);
    expect((await search(manager.email)).users.map((u) => [u.role, u.status])).toEqual([['manager', 'suspended']]);
    const managerPage = await detail(manager.user.id);
    expect(managerPage.suspension).toMatchObject({ own: false });
    expect(managerPage.jobs).toHaveLength(1);

    expect((await act(owner.user.id, 'reactivation', 'Documentos da empresa conferidos.')).statusCode).toBe(200);
    expect((await login(manager)).statusCode).toBe(200);
    expect((await login(owner)).statusCode).toBe(200);
  });

  it("suspending a contractor hides the company's open jobs as 'Ocultar vaga' would, once; reactivation does not bring them back", async () => {
    const owner = await signupContractor(t);
    const open = await createJob(t, owner, { required_people: 2, service_date: daysFromToday(3) });
    const other = await createJob(t, owner, { service_date: daysFromToday(5) });
    const booked = await signupFreelancer(t);
    const pending = await signupFreelancer(t);
    await grant(t, owner.user.id, 'credit', 5);
    for (const f of [booked, pending]) await grant(t, f.user.id, 'coin', 50);
    const shiftId = (await applyAs(t, booked, open.id)).json<{ id: string }>().id;
    expect((await approveAs(t, owner, shiftId)).statusCode).toBe(200);
    await applyAs(t, pending, open.id);
    const jobStates = () =>
      selectRows<{ id: string; status: string; hidden: boolean }>(
        t.deps.db,
        sql`SELECT id, status, hidden_at IS NOT NULL AS hidden FROM jobs WHERE contractor_id = ${owner.user.id} ORDER BY service_date`,
      );
    const noticesOf = (userId: string, kinds: string[]) =>
      selectRows<{ kind: string; body: string }>(
        t.deps.db,
        sql`SELECT kind, body FROM notifications WHERE user_id = ${userId} AND kind IN (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )}) ORDER BY created_at`,
      );

    expect((await act(owner.user.id, 'suspension', REASON)).statusCode).toBe(200);
    expect(await jobStates()).toEqual([
      { id: open.id, status: 'cancelled', hidden: true },
      { id: other.id, status: 'cancelled', hidden: true },
    ]);
    expect((await t.request({ method: 'GET', url: `/api/public/jobs/${open.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/jobs', cookie: pending.cookie })).body).not.toContain(open.id);
    // The booked freelancer is told of the cancellation and gets the application's coins back; the pending one is closed.
    expect((await noticesOf(booked.user.id, ['job_cancelled'])).map((n) => n.kind)).toEqual(['job_cancelled']);
    expect((await noticesOf(pending.user.id, ['application_closed'])).map((n) => n.kind)).toEqual([
      'application_closed',
    ]);
    const hides = await t.deps.db
      .select()
      .from(operatorAudit)
      .where(inArray(operatorAudit.targetId, [open.id, other.id]));
    expect(hides.map((h) => [h.targetId, h.action, h.reason]).sort()).toEqual(
      [
        [open.id, 'job_hidden', REASON],
        [other.id, 'job_hidden', REASON],
      ].sort(),
    );
    const [suspension] = await t.deps.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, owner.user.id));
    expect(suspension).toMatchObject({ action: 'user_suspended', after: { jobs_hidden: 2 } });

    expect((await act(owner.user.id, 'reactivation', 'Documentos da empresa conferidos.')).statusCode).toBe(200);
    expect((await jobStates()).map((j) => j.status)).toEqual(['cancelled', 'cancelled']);
    expect(await noticesOf(booked.user.id, ['job_cancelled'])).toHaveLength(1);
  });

  it("a user's page shows the profile, the shifts, the ledger and the payments", async () => {
    const contractor = await signupContractor(t);
    const job = await createJob(t, contractor, { salary_cents: 10_000 });
    const freelancer = await signupFreelancer(t);
    const applied = await applyAs(t, freelancer, job.id);
    expect(applied.statusCode, applied.body).toBeLessThan(300);
    const page = await detail(freelancer.user.id);
    expect(page.user).toMatchObject({
      name: 'Maria da Silva',
      role: 'freelancer',
      status: 'active',
      city: 'São Paulo',
    });
    expect(page.user.cpf).toBeTruthy();
    expect(page.balances).toEqual({ coin: 15, credit: 0 });
    expect(page.shifts.map((s) => [s.job_id, s.state])).toEqual([[job.id, 'pending']]);
    expect(page.ledger.map((l) => [l.currency, l.delta, l.reason])).toEqual([['coin', 15, 'signup_bonus']]);
    expect(page.jobs).toEqual([]);
    const contractorPage = await detail(contractor.user.id);
    expect(contractorPage.jobs.map((j) => j.id)).toEqual([job.id]);
    expect(contractorPage.ledger.map((l) => l.reason)).toContain('job_creation');
  });

  it("a user's page lists charges and pay-outs made in the same instant in the order they were made", async () => {
    const contractor = await signupContractor(t);
    const freelancer = await signupFreelancer(t);
    const charge = () =>
      t.deps.db
        .insert(payments)
        .values({
          userId: freelancer.user.id,
          kind: 'coins',
          productId: 'pro',
          amountCents: 4_500,
          quantity: 1,
          provider: 'local',
          status: 'expired',
          expiresAt: new Date(),
        })
        .returning({ id: payments.id })
        .then(([row]) => row!.id);
    const payout = async (serviceDate: string) => {
      const job = await createJob(t, contractor, { service_date: serviceDate });
      const shiftId = (await applyAs(t, freelancer, job.id)).json<{ id: string }>().id;
      const [row] = await t.deps.db
        .insert(payouts)
        .values({
          shiftId,
          jobId: job.id,
          freelancerId: freelancer.user.id,
          amountCents: 18_000,
          status: 'failed',
          failReason: 'Chave PIX inválida',
        })
        .returning({ id: payouts.id });
      return row!.id;
    };
    const olderCharge = await charge();
    const newerCharge = await charge();
    const olderPayout = await payout(daysFromToday(3));
    const newerPayout = await payout(daysFromToday(4));
    // Rows made in the same instant (PGlite's clock counts milliseconds) still list newest first.
    await t.deps.db.execute(sql`UPDATE payments SET created_at = now() WHERE user_id = ${freelancer.user.id}`);
    await t.deps.db.execute(sql`UPDATE payouts SET created_at = now() WHERE freelancer_id = ${freelancer.user.id}`);
    const page = await detail(freelancer.user.id);
    expect(page.payments.map((p) => p.id)).toEqual([newerCharge, olderCharge]);
    expect(page.payouts.map((p) => p.id)).toEqual([newerPayout, olderPayout]);
  });

  it('suspendUser joins a transaction it is handed: rolled back with it, nothing stays', async () => {
    const freelancer = await signupFreelancer(t);
    await expect(
      inTransaction(t.deps.db, async (tx) => {
        await suspendUser({ ...t.deps, db: tx }, actor(), freelancer.user.id, REASON);
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(
      await t.deps.db.select().from(userSuspensions).where(eq(userSuspensions.userId, freelancer.user.id)),
    ).toEqual([]);
    expect((await me(freelancer)).statusCode).toBe(200);
    // And alone it commits; reactivation too.
    await suspendUser(t.deps, actor(), freelancer.user.id, REASON);
    expect((await login(freelancer)).statusCode).toBe(403);
    await reactivateUser(t.deps, actor(), freelancer.user.id, 'Engano no cadastro da denúncia.');
    expect((await login(freelancer)).statusCode).toBe(200);
    const rows = await selectRows<{ action: string }>(
      t.deps.db,
      sql`SELECT action FROM operator_audit WHERE target_id = ${freelancer.user.id} ORDER BY at`,
    );
    expect(rows.map((r) => r.action)).toEqual(['user_suspended', 'user_reactivated']);
  });

  it('two operators suspending at once: one suspension, one audit entry', async () => {
    const freelancer = await signupFreelancer(t);
    const results = await Promise.allSettled([
      suspendUser(t.deps, actor(), freelancer.user.id, REASON),
      suspendUser(t.deps, actor(), freelancer.user.id, REASON),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: { code: 'USER_ALREADY_SUSPENDED' } });
    expect(
      (await t.deps.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, freelancer.user.id))).length,
    ).toBe(1);
  });
});
