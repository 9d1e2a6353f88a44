import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { saoPauloInstant } from '@vamos/shared/dates';
import { selectRows } from '../../db/client.ts';
import { notifications, operatorAudit, sessions, shiftMoves } from '../../db/schema.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import {
  actorOf,
  applyAs,
  approveAs,
  createJob,
  daysFromToday,
  moveShift as moveJobInTime,
  signupFreelancer,
  type SignedUpUser,
} from '../../test/factories.ts';
import * as money from '../../test/guaranteed-pay.ts';
import { fundPlace, guaranteedPayApp } from '../../test/guaranteed-pay.ts';
import { ledgerInvariantViolations } from '../../test/ledger.ts';
import {
  OPERATOR_PASSWORD,
  insertOperatorLogin,
  readyOperator,
  signInOperatorAs,
  verifyCode,
  type SignedInOperator,
} from '../../test/operators.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { LocalPixProvider } from '../../providers/payment/local-pix-provider.ts';
import { totpCode } from '../auth/totp.ts';
import { createOperator } from '../auth/create-operator.ts';
import { ledgerTotal } from '../money-ledger/money-ledger.service.ts';
import { runPayPass } from '../shift-pay/pay-worker.ts';
import { settleDuePay } from '../shift-pay/settle-pay.ts';
import { contestNoShow } from '../shifts/contest-no-show.ts';
import { listMyStrikes } from '../shifts/list-my-strikes.ts';
import { markNoShow } from '../shifts/mark-no-show.ts';

const HOUR = 3_600_000;
const MINUTE = 60_000;

/**
 * Operators (issue 28, decisions 0048 and 0049), on both databases: created by the command's function
 * with a one-time link; signed in only with TOTP (a wrong and a replayed code refused); sessions ending
 * after 30 minutes idle and 12 h; the audit trail the database keeps append-only; 'Manter falta' and
 * 'Retirar falta' moving the shift, its strikes and (guaranteed pay) its money exactly once, also when
 * two operators decide at the same time.
 */
describe.each(TEST_DATABASES)('operators on %s', (kind) => {
  let t: TestApp;
  let local: LocalPixProvider;
  let contractor: SignedUpUser;
  let operator: SignedInOperator;

  beforeAll(async () => {
    ({ t, local, contractor } = await guaranteedPayApp(kind));
    operator = await readyOperator(t, 'Olga Operadora');
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    expect(await ledgerTotal(t.deps.db)).toBe(0);
    expect(await ledgerInvariantViolations(t)).toEqual([]);
    await t.close();
  });

  const get = (cookie: string, url: string) => t.request({ method: 'GET', url, cookie });
  const decide = (who: SignedInOperator, shiftId: string, decision: 'uphold' | 'clear', reason: string) =>
    t.request({
      method: 'POST',
      url: `/api/operator/contests/${shiftId}/decision`,
      cookie: who.cookie,
      payload: { decision, reason },
    });
  const noticesOf = async (shiftId: string) =>
    (
      await selectRows<{ kind: string; user_id: string }>(
        t.deps.db,
        sql`SELECT kind, user_id FROM notifications WHERE data ->> 'applicationId' = ${shiftId}
             AND kind IN ('no_show_upheld', 'no_show_cleared') ORDER BY user_id`,
      )
    ).map((n) => `${n.kind}:${n.user_id}`);
  const creditsLedgerOf = (shiftId: string) =>
    selectRows<{ entry: string }>(
      t.deps.db,
      sql`SELECT reason || ':' || delta AS entry FROM ledger_entries
           WHERE reference = ${`application:${shiftId}`} AND currency = 'credit' ORDER BY id`,
    ).then((rows) => rows.map((r) => r.entry));
  const auditOf = (shiftId: string) =>
    t.deps.db.select().from(operatorAudit).where(eq(operatorAudit.targetId, shiftId));

  /**
   * A freelancer marked absent and contesting it. Guaranteed pay: a paid place on a shift yesterday,
   * 10:00–14:00, its money then held in dispute by the sweep; else a shift in 3 days (the marks at
   * their own clock).
   */
  async function contested({ guaranteed }: { guaranteed: boolean }) {
    let shiftId: string;
    let f: SignedUpUser;
    let day: string;
    if (guaranteed) {
      const place = await fundPlace(t, local, contractor);
      day = daysFromToday(-1);
      await moveJobInTime(t, place.job.id, { service_date: day, start_time: '10:00', end_time: '14:00' });
      ({ shiftId, f } = place);
    } else {
      day = daysFromToday(3);
      const job = await createJob(t, contractor, {
        salary_cents: 10_000,
        service_date: day,
        payment_date: daysFromToday(5),
        start_time: '10:00',
        end_time: '18:00',
      });
      f = await signupFreelancer(t);
      shiftId = (await applyAs(t, f, job.id)).json<{ id: string }>().id;
      expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
    }
    const start = saoPauloInstant(day, '10:00');
    const markedAt = new Date(start.getTime() + 2 * HOUR);
    await markNoShow(t.deps, actorOf(contractor), shiftId, markedAt);
    await contestNoShow(
      t.deps,
      actorOf(f),
      shiftId,
      'Eu fui, cheguei às 10h e falei com o gerente.',
      new Date(markedAt.getTime() + HOUR),
    );
    if (guaranteed) {
      await settleDuePay(t.deps, { now: new Date(markedAt.getTime() + 2 * HOUR) });
      expect((await money.placeOf(t, shiftId))?.status).toBe('disputed');
    }
    return { shiftId, f, markedAt };
  }

  it('operator:create makes an operator whose one-time link sets the password; signup never makes one', async () => {
    const email = `nova.operadora.${kind}@teste.com.br`;
    const { userId, link } = await createOperator({ ...t.deps, log: t.app.log }, { email, name: 'Nova Operadora' });
    const token = new URL(link).searchParams.get('token');
    expect(link.startsWith(`${t.deps.config.APP_URL}/reset-password?token=`)).toBe(true);
    const reset = (password: string) =>
      t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
    const first = await reset('NovaSenha@2026');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ role: 'operator' });
    // One time only.
    expect((await reset('OutraSenha@2026')).json<{ error: { code: string } }>().error.code).toBe('INVALID_RESET_TOKEN');
    await expect(createOperator({ ...t.deps, log: t.app.log }, { email, name: 'Outra Pessoa' })).rejects.toThrow(
      'Já existe uma conta',
    );
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/operator/login',
      payload: { email, password: 'NovaSenha@2026' },
    });
    expect(login.statusCode).toBe(200);
    const [{ role }] = (await selectRows<{ role: string }>(
      t.deps.db,
      sql`SELECT role FROM users WHERE id = ${userId}`,
    )) as [{ role: string }];
    expect(role).toBe('operator');

    const signup = await t.request({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { user_type: 'operator', email: `quero.ser.operador.${kind}@teste.com.br`, password: 'SenhaForte1' },
    });
    expect(signup.statusCode).toBe(400);
    expect(
      await selectRows(t.deps.db, sql`SELECT 1 FROM users WHERE email = ${`quero.ser.operador.${kind}@teste.com.br`}`),
    ).toEqual([]);
  });

  it('signs in only with the password, then the TOTP code: a wrong code and a replayed one are refused', async () => {
    const login = await insertOperatorLogin(t);
    // The regular login is not the operator's door; nobody else opens the operator's.
    const regular = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: login.email, password: OPERATOR_PASSWORD },
    });
    expect(regular.statusCode).toBe(403);
    expect(regular.json<{ error: { code: string } }>().error.code).toBe('OPERATOR_LOGIN_ONLY');
    const wrongPassword = await t.request({
      method: 'POST',
      url: '/api/auth/operator/login',
      payload: { email: login.email, password: 'errada-123' },
    });
    expect(wrongPassword.statusCode).toBe(401);
    const freelancerThere = await t.request({
      method: 'POST',
      url: '/api/auth/operator/login',
      payload: { email: contractor.email, password: contractor.password },
    });
    expect(freelancerThere.statusCode).toBe(401);
    expect(freelancerThere.headers['set-cookie']).toBeUndefined();

    const op = await signInOperatorAs(t, login);
    expect((await get(op.cookie, '/api/auth/operator/session')).json()).toMatchObject({ stage: 'enrol' });
    expect((await get(op.cookie, '/api/operator/contests')).statusCode).toBe(403);
    // An operator's session opens none of the people's routes.
    expect((await get(op.cookie, '/api/auth/me')).statusCode).toBe(401);

    const enrolment = await t.request({ method: 'POST', url: '/api/auth/operator/totp/enrolment', cookie: op.cookie });
    expect(enrolment.statusCode).toBe(200);
    const {
      secret,
      otpauth_uri: uri,
      qr_code: qr,
    } = enrolment.json<{ secret: string; otpauth_uri: string; qr_code: string }>();
    expect(uri).toContain('otpauth://totp/');
    expect(uri).toContain(`secret=${secret}`);
    expect(qr.startsWith('data:image/svg+xml;base64,')).toBe(true);
    // The same secret until a code confirms it (a reload shows the same QR code).
    const again = await t.request({ method: 'POST', url: '/api/auth/operator/totp/enrolment', cookie: op.cookie });
    expect(again.json<{ secret: string }>().secret).toBe(secret);

    const wrongCode = totpCode(secret, new Date(Date.now() - 10 * MINUTE));
    const wrong = await verifyCode(t, op, wrongCode);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: { code: 'TOTP_INVALID', message: ERROR_MESSAGES.TOTP_INVALID } });
    const badInput = await verifyCode(t, op, '12ab');
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json<{ error: { fields: Record<string, string> } }>().error.fields.code).toBe(
      'O código tem 6 dígitos, só números.',
    );
    expect((await get(op.cookie, '/api/operator/contests')).statusCode).toBe(403);

    const code = totpCode(secret, new Date());
    expect((await verifyCode(t, op, code)).statusCode).toBe(200);
    expect((await get(op.cookie, '/api/auth/operator/session')).json()).toMatchObject({ stage: 'ready' });
    expect((await get(op.cookie, '/api/operator/contests')).statusCode).toBe(200);
    // Enrolled: the secret cannot be replaced.
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/operator/totp/enrolment', cookie: op.cookie })).statusCode,
    ).toBe(409);

    // A new sign-in asks for a code again; the one already used is refused, the next one opens.
    const second = await signInOperatorAs(t, login);
    expect((await get(second.cookie, '/api/auth/operator/session')).json()).toMatchObject({ stage: 'verify' });
    const replayed = await verifyCode(t, second, code);
    expect(replayed.json<{ error: { code: string } }>().error.code).toBe('TOTP_INVALID');
    expect((await get(second.cookie, '/api/operator/contests')).statusCode).toBe(403);
    expect((await verifyCode(t, second, totpCode(secret, new Date(Date.now() + 30_000)))).statusCode).toBe(200);
    expect((await get(second.cookie, '/api/operator/contests')).statusCode).toBe(200);
  });

  it('ends a session after 30 minutes idle, and 12 hours after sign-in however used', async () => {
    const idle = await readyOperator(t);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start + 29 * MINUTE);
    expect((await get(idle.cookie, '/api/operator/audit')).statusCode).toBe(200);
    vi.setSystemTime(start + 58 * MINUTE);
    expect((await get(idle.cookie, '/api/operator/audit')).statusCode).toBe(200);
    vi.setSystemTime(start + 89 * MINUTE);
    expect((await get(idle.cookie, '/api/operator/audit')).statusCode).toBe(401);
    expect((await get(idle.cookie, '/api/auth/operator/session')).statusCode).toBe(401);
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.userId, idle.id))).toEqual([]);
    vi.useRealTimers();

    const busy = await readyOperator(t);
    const signedIn = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    for (let at = 25 * MINUTE; at < 12 * 60 * MINUTE; at += 25 * MINUTE) {
      vi.setSystemTime(signedIn + at);
      expect((await get(busy.cookie, '/api/operator/audit')).statusCode).toBe(200);
    }
    vi.setSystemTime(signedIn + 12 * 60 * MINUTE + MINUTE);
    expect((await get(busy.cookie, '/api/operator/audit')).statusCode).toBe(401);
  });

  it("'Manter falta' on guaranteed pay: the strikes count, the money goes back to the contractor once, both told, audited", async () => {
    const { shiftId, f, markedAt } = await contested({ guaranteed: true });
    expect((await listMyStrikes(t.deps, actorOf(f), new Date(markedAt.getTime() + 2 * HOUR))).active).toBe(0);
    const list = await get(operator.cookie, '/api/operator/contests');
    const contest = list.json<{ contests: Record<string, unknown>[] }>().contests.find((c) => c.shift_id === shiftId);
    expect(contest).toMatchObject({
      contest_text: 'Eu fui, cheguei às 10h e falei com o gerente.',
      marked_at: markedAt.toISOString(),
      checked_in_at: null,
      pay_status: 'disputed',
      freelancer: { id: f.user.id },
      contractor: { id: contractor.user.id },
    });

    const res = await decide(operator, shiftId, 'uphold', 'O gerente confirmou que ele não veio.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ shift_id: shiftId, state: 'no_show_upheld' });
    expect(await money.stateOf(t, shiftId)).toBe('no_show_upheld');
    expect((await listMyStrikes(t.deps, actorOf(f))).active).toBe(3);
    const place = await money.placeOf(t, shiftId);
    expect(place?.status).toBe('refunded');
    const refund = await money.refundOf(t, shiftId);
    expect(refund).toMatchObject({ reason: 'no_show', amountCents: place!.valueCents + place!.feeCents });
    expect(await money.payoutOf(t, shiftId)).toBeUndefined();
    expect(await noticesOf(shiftId)).toEqual(
      [`no_show_upheld:${f.user.id}`, `no_show_upheld:${contractor.user.id}`].sort(),
    );
    const [entry, ...more] = await auditOf(shiftId);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      operatorId: operator.id,
      action: 'contest_upheld',
      targetType: 'shift',
      before: { state: 'contested', pay: 'disputed' },
      after: { state: 'no_show_upheld', pay: 'refunded' },
      reason: 'O gerente confirmou que ele não veio.',
    });
    // The move is recorded as the operator's.
    const [move] = await t.deps.db
      .select()
      .from(shiftMoves)
      .where(eq(shiftMoves.shiftId, shiftId))
      .orderBy(sql`id DESC`)
      .limit(1);
    expect(move).toMatchObject({ move: 'uphold_no_show', actorId: operator.id, fromState: 'contested' });

    // Decided: a second decision is refused in Portuguese, and the sweep moves no more money.
    const twice = await decide(operator, shiftId, 'clear', 'Mudei de ideia sobre este caso.');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      error: { code: 'CONTEST_ALREADY_DECIDED', message: ERROR_MESSAGES.CONTEST_ALREADY_DECIDED },
    });
    await runPayPass(t.deps);
    expect((await money.refundOf(t, shiftId))?.status).toBe('done');
    expect(await money.payoutOf(t, shiftId)).toBeUndefined();
    expect(await auditOf(shiftId)).toHaveLength(1);
  });

  it("'Retirar falta' on guaranteed pay: no strike counts, the pay is released to the freelancer, the mark's credit taken back", async () => {
    const { shiftId, f } = await contested({ guaranteed: true });
    const res = await decide(operator, shiftId, 'clear', 'A foto do crachá mostra que ela estava lá.');
    expect(res.statusCode, res.body).toBe(200);
    expect(await money.stateOf(t, shiftId)).toBe('attended');
    expect((await listMyStrikes(t.deps, actorOf(f))).active).toBe(0);
    expect((await money.placeOf(t, shiftId))?.status).toBe('released');
    expect(await money.payoutOf(t, shiftId)).toMatchObject({ status: 'queued' });
    expect(await money.refundOf(t, shiftId)).toBeUndefined();
    expect(await creditsLedgerOf(shiftId)).toEqual([
      'application_approved:-1',
      'no_show_credit_refund:1',
      'no_show_credit_reversed:-1',
    ]);
    expect(await noticesOf(shiftId)).toEqual(
      [`no_show_cleared:${f.user.id}`, `no_show_cleared:${contractor.user.id}`].sort(),
    );
    const [entry] = await auditOf(shiftId);
    expect(entry).toMatchObject({
      action: 'contest_cleared',
      before: { state: 'contested', pay: 'disputed' },
      after: { state: 'attended', pay: 'released', credit_reversal: 'reversed' },
    });
    await runPayPass(t.deps);
    expect(await money.payoutOf(t, shiftId)).toMatchObject({ status: 'sent' });
  });

  it('without guaranteed pay: the strikes stop counting or count again, and only the decision moves credits', async () => {
    const cleared = await contested({ guaranteed: false });
    const after = new Date(cleared.markedAt.getTime() + 2 * HOUR);
    expect((await decide(operator, cleared.shiftId, 'clear', 'O contratante reconheceu o engano.')).statusCode).toBe(
      200,
    );
    expect((await listMyStrikes(t.deps, actorOf(cleared.f), after)).active).toBe(0);
    expect(await creditsLedgerOf(cleared.shiftId)).toEqual([
      'application_approved:-1',
      'no_show_credit_refund:1',
      'no_show_credit_reversed:-1',
    ]);

    const upheld = await contested({ guaranteed: false });
    expect((await decide(operator, upheld.shiftId, 'uphold', 'Sem prova de presença no local.')).statusCode).toBe(200);
    expect((await listMyStrikes(t.deps, actorOf(upheld.f), after)).active).toBe(3);
    expect(await creditsLedgerOf(upheld.shiftId)).toEqual(['application_approved:-1', 'no_show_credit_refund:1']);
    expect(await auditOf(upheld.shiftId)).toHaveLength(1);
  });

  it('two operators deciding at once: one wins, the other is told in Portuguese, the money moves once', async () => {
    const other = await readyOperator(t, 'Otávio Operador');
    const { shiftId } = await contested({ guaranteed: true });
    const answers = await Promise.all([
      decide(operator, shiftId, 'uphold', 'Decisão da primeira operadora.'),
      decide(other, shiftId, 'clear', 'Decisão do segundo operador.'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.statusCode === 409)!;
    expect(lost.json()).toEqual({
      error: { code: 'CONTEST_ALREADY_DECIDED', message: ERROR_MESSAGES.CONTEST_ALREADY_DECIDED },
    });
    const entries = await auditOf(shiftId);
    expect(entries).toHaveLength(1);
    const place = await money.placeOf(t, shiftId);
    const state = await money.stateOf(t, shiftId);
    if (entries[0]!.action === 'contest_upheld') {
      expect([state, place?.status]).toEqual(['no_show_upheld', 'refunded']);
      expect(await money.payoutOf(t, shiftId)).toBeUndefined();
    } else {
      expect([state, place?.status]).toEqual(['attended', 'released']);
      expect(await money.refundOf(t, shiftId)).toBeUndefined();
    }
    const entriesOfShift = await selectRows<{ kind: string }>(
      t.deps.db,
      sql`SELECT kind FROM money_entries WHERE shift_id = ${shiftId} ORDER BY id`,
    );
    expect(entriesOfShift.filter((e) => e.kind === 'release' || e.kind === 'refund')).toHaveLength(1);
  });

  it('bad input gets a Portuguese message and changes nothing', async () => {
    const { shiftId } = await contested({ guaranteed: false });
    const short = await decide(operator, shiftId, 'uphold', 'curto');
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { fields: Record<string, string> } }>().error.fields.reason).toBe(
      'Explique o motivo em pelo menos 10 caracteres.',
    );
    const noDecision = await t.request({
      method: 'POST',
      url: `/api/operator/contests/${shiftId}/decision`,
      cookie: operator.cookie,
      payload: { decision: 'talvez', reason: 'Um motivo bem explicado.' },
    });
    expect(noDecision.json<{ error: { fields: Record<string, string> } }>().error.fields.decision).toBe(
      "Escolha 'Manter falta' ou 'Retirar falta'.",
    );
    for (const id of ['nao-e-um-id', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await decide(operator, id, 'uphold', 'Um motivo bem explicado.');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ error: { code: string } }>().error.code).toBe('CONTEST_NOT_FOUND');
    }
    expect(await money.stateOf(t, shiftId)).toBe('contested');
    expect(await auditOf(shiftId)).toEqual([]);
  });

  it('the audit trail: newest first on /api/operator/audit, and the database refuses UPDATE, DELETE and TRUNCATE', async () => {
    const { shiftId } = await contested({ guaranteed: false });
    expect((await decide(operator, shiftId, 'uphold', 'Registro para o teste da auditoria.')).statusCode).toBe(200);
    const listed = (await get(operator.cookie, '/api/operator/audit')).json<{ entries: Record<string, unknown>[] }>();
    expect(listed.entries[0]).toMatchObject({
      action: 'contest_upheld',
      target_id: shiftId,
      operator: { id: operator.id, name: 'Olga Operadora' },
      reason: 'Registro para o teste da auditoria.',
    });
    const times = listed.entries.map((e) => String(e.at));
    expect([...times].sort().reverse()).toEqual(times);

    const before = await t.deps.db.select().from(operatorAudit);
    for (const statement of [
      sql`UPDATE operator_audit SET reason = 'Reescrevendo a história.' WHERE target_id = ${shiftId}`,
      sql`DELETE FROM operator_audit WHERE target_id = ${shiftId}`,
      sql`TRUNCATE operator_audit`,
    ]) {
      // Drizzle wraps the database's error: its cause is PostgreSQL's own.
      const refusal = await t.deps.db.execute(statement).then(
        () => 'accepted',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
      expect(refusal).toMatch(/operator_audit is append-only/);
    }
    expect(await t.deps.db.select().from(operatorAudit)).toEqual(before);
    // Nothing else was told about it meanwhile.
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.kind, 'no_show_upheld'))).not.toEqual(
      [],
    );
  });
});
