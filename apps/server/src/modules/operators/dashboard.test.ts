import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '@vamos/shared/dates';
import type { Dashboard, DashboardFigure, DashboardFigureKey } from '@vamos/shared/schemas/operator-dashboard';
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
import { readyOperator, type SignedInOperator } from '../../test/operators.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getDashboard } from './get-dashboard.ts';

/** The panel is read at 12:00 in São Paulo on 2025-03-15 (15:00 UTC): its period is 2025-02-14 … 2025-03-15. */
const NOW = new Date('2025-03-15T15:00:00Z');
const TODAY = '2025-03-15';
const YESTERDAY = '2025-03-14';
const FIRST_DAY = '2025-02-14';
const HOUR = 3600;

/**
 * 'Painel' (decision 0055) on both databases: people, jobs, applications and PIX charges put on known
 * instants, and every figure checked exactly, today's, the period's and per day; an instant at 02:00
 * UTC belongs to the São Paulo day before, and the period's edges are São Paulo midnights.
 */
describe.each(TEST_DATABASES)("the operator's panel on %s", (kind) => {
  let t: TestApp;
  let operator: SignedInOperator;
  let dashboard: Dashboard;

  const exec = (query: ReturnType<typeof sql>) => t.deps.db.execute(query);
  const bornAt = (u: { id: string }, at: string) =>
    exec(sql`UPDATE users SET created_at = ${at}::timestamptz WHERE id = ${u.id}`);
  const appliedAt = (shiftId: string, at: string) =>
    exec(sql`UPDATE shift_moves SET at = ${at}::timestamptz WHERE shift_id = ${shiftId} AND move = 'apply'`);
  const approvedAt = (shiftId: string, at: string) =>
    exec(sql`UPDATE job_applications SET approved_at = ${at}::timestamptz WHERE id = ${shiftId}`);
  /** A job published at `createdAt` whose shift is on `day` from `start` (São Paulo) for 4 hours. */
  const placeJob = (jobId: string, createdAt: string, day: string, start: string) =>
    exec(sql`UPDATE jobs SET created_at = ${createdAt}::timestamptz, service_date = ${day}::date,
                             start_time = ${start}::time, end_time = ${start}::time + interval '4 hours',
                             payment_date = ${day}::date
              WHERE id = ${jobId}`);
  const charge = (
    user: SignedUpUser,
    c: {
      kind: 'coins' | 'plan';
      product: string;
      cents: number;
      status: string;
      createdAt: string;
      confirmedAt?: string;
    },
  ) =>
    exec(sql`INSERT INTO payments (user_id, kind, product_id, amount_cents, quantity, provider, status, expires_at,
                                   created_at, confirmed_at)
             VALUES (${user.user.id}, ${c.kind}, ${c.product}, ${c.cents}, 10, 'local', ${c.status},
                     ${c.createdAt}::timestamptz + interval '24 hours', ${c.createdAt}::timestamptz,
                     ${c.confirmedAt ?? null}::timestamptz)`);
  const apply = async (f: SignedUpUser, jobId: string) => {
    const res = await applyAs(t, f, jobId);
    expect(res.statusCode).toBe(201);
    return res.json<{ id: string }>().id;
  };
  const approve = async (contractor: SignedUpUser, shiftId: string) =>
    expect((await approveAs(t, contractor, shiftId)).statusCode).toBe(200);
  const figure = (key: DashboardFigureKey): DashboardFigure => {
    const found = dashboard.figures.find((f) => f.key === key);
    if (!found) throw new Error(`no figure ${key}`);
    return found;
  };
  /** The days with a value other than 0 or null, as `date=value`. */
  const nonEmptyDays = (key: DashboardFigureKey) =>
    figure(key)
      .days.filter((d) => d.value !== null && d.value !== 0)
      .map((d) => `${d.date}=${d.value}`);

  beforeAll(async () => {
    t = await createTestApp(kind);
    operator = await readyOperator(t, 'Olga Operadora');
    const [c1, c2] = [await signupContractor(t), await signupContractor(t)];
    const [f1, f2, f3, f4] = [
      await signupFreelancer(t),
      await signupFreelancer(t),
      await signupFreelancer(t),
      await signupFreelancer(t),
    ];
    await grant(t, c1.user.id, 'credit', 20);
    for (const f of [f1, f2, f3, f4]) await grant(t, f.user.id, 'coin', 60);

    // Sign-ups. f2 at 02:00 UTC of the 15th: 23:00 of the 14th in São Paulo. c2 at São Paulo's midnight
    // of the period's first day (in); f4 a minute before it (out); the operator is nobody's sign-up.
    await bornAt(f1.user, '2025-03-15T12:00:00Z');
    await bornAt(f2.user, '2025-03-15T02:00:00Z');
    await bornAt(f3.user, '2025-03-10T12:00:00Z');
    await bornAt(f4.user, '2025-02-14T02:59:00Z');
    await bornAt(c1.user, '2025-03-15T13:00:00Z');
    await bornAt(c2.user, '2025-02-14T03:00:00Z');
    await bornAt(operator, '2025-03-15T12:00:00Z');

    // Jobs, applied to and approved through the API while their dates are ahead, then put in time.
    const ahead = (days: number, required_people = 1) =>
      createJob(t, c1, { service_date: daysFromToday(days), payment_date: daysFromToday(days), required_people });
    const [ja, jb, jc, jd, je] = [await ahead(3, 2), await ahead(4), await ahead(5, 3), await ahead(6), await ahead(7)];
    const a1 = await apply(f1, ja.id);
    const a2 = await apply(f2, ja.id);
    const b3 = await apply(f3, jb.id);
    const c1f1 = await apply(f1, jc.id);
    const c1f3 = await apply(f3, jc.id);
    const e4 = await apply(f4, je.id);
    for (const shiftId of [a1, a2, c1f1, c1f3, e4]) await approve(c1, shiftId);

    // JA: published today 07:00, its shift today 08:00 (started by noon); both places filled, the
    // last at 08:00, one hour after publication; f2 then marked absent.
    await placeJob(ja.id, '2025-03-15T10:00:00Z', TODAY, '08:00');
    await appliedAt(a1, '2025-03-15T10:10:00Z');
    await appliedAt(a2, '2025-03-15T02:30:00Z'); // 23:30 of the 14th in São Paulo
    await approvedAt(a1, '2025-03-15T10:30:00Z');
    await approvedAt(a2, '2025-03-15T11:00:00Z');
    await exec(sql`UPDATE job_applications SET status = 'no_show' WHERE id = ${a2}`);
    // JB: published at 23:00 of the 13th (02:00 UTC of the 14th), its shift tonight: not started.
    await placeJob(jb.id, '2025-03-14T02:00:00Z', TODAY, '20:00');
    await appliedAt(b3, '2025-03-15T11:00:00Z');
    // JC: 3 places yesterday, 2 filled: not full, so no time to fill.
    await placeJob(jc.id, '2025-03-10T12:00:00Z', YESTERDAY, '10:00');
    await appliedAt(c1f1, '2025-03-11T12:00:00Z');
    await appliedAt(c1f3, '2025-03-11T13:00:00Z');
    await approvedAt(c1f1, '2025-03-12T12:00:00Z');
    await approvedAt(c1f3, '2025-03-12T18:00:00Z');
    // JD: cancelled: published, but no place offered.
    await placeJob(jd.id, '2025-03-01T12:00:00Z', YESTERDAY, '18:00');
    await exec(sql`UPDATE jobs SET status = 'cancelled' WHERE id = ${jd.id}`);
    // JE: published 00:30 of the 12th, filled 23:30 of the 13th (São Paulo): 47 hours; its shift ahead.
    await placeJob(je.id, '2025-03-12T03:30:00Z', '2025-03-20', '18:00');
    await appliedAt(e4, '2025-03-13T12:00:00Z');
    await approvedAt(e4, '2025-03-14T02:30:00Z');

    // PIX charges.
    await charge(f1, {
      kind: 'coins',
      product: 'start',
      cents: 1500,
      status: 'confirmed',
      createdAt: '2025-03-15T11:00:00Z',
      confirmedAt: '2025-03-15T11:05:00Z',
    });
    await charge(f2, {
      kind: 'coins',
      product: 'pro',
      cents: 4500,
      status: 'confirmed',
      createdAt: '2025-03-15T02:10:00Z',
      confirmedAt: '2025-03-15T02:20:00Z', // 23:20 of the 14th in São Paulo
    });
    await charge(c1, {
      kind: 'plan',
      product: 'basico',
      cents: 7500,
      status: 'confirmed',
      createdAt: '2025-03-10T12:00:00Z',
      confirmedAt: '2025-03-10T12:30:00Z',
    });
    await charge(c2, {
      kind: 'plan',
      product: 'premium',
      cents: 9990,
      status: 'refunded',
      createdAt: '2025-03-11T12:00:00Z',
      confirmedAt: '2025-03-11T12:05:00Z',
    });
    await charge(f2, {
      kind: 'coins',
      product: 'max',
      cents: 6000,
      status: 'pending',
      createdAt: '2025-03-15T14:00:00Z',
    });
    await charge(f3, {
      kind: 'coins',
      product: 'start',
      cents: 1500,
      status: 'expired',
      createdAt: '2025-03-13T12:00:00Z',
    });
    await charge(f4, {
      kind: 'coins',
      product: 'start',
      cents: 1500,
      status: 'expired',
      createdAt: '2025-02-13T12:00:00Z',
    });

    dashboard = await getDashboard(t.deps, NOW);
  });
  afterAll(async () => {
    await t.close();
  });

  it('spans the 30 São Paulo days that end today, each figure one value a day', () => {
    expect(dashboard.today).toBe(TODAY);
    expect(dashboard.first_day).toBe(FIRST_DAY);
    expect(dashboard.figures.map((f) => f.key)).toHaveLength(12);
    for (const f of dashboard.figures) {
      expect(f.days).toHaveLength(30);
      expect(f.days[0]?.date).toBe(FIRST_DAY);
      expect(f.days.at(-1)?.date).toBe(TODAY);
    }
  });

  it('counts sign-ups per role by the São Paulo day (02:00 UTC is the day before), operators apart', () => {
    expect(figure('signups_freelancer')).toMatchObject({ today: 1, period: 3 });
    expect(nonEmptyDays('signups_freelancer')).toEqual(['2025-03-10=1', `${YESTERDAY}=1`, `${TODAY}=1`]);
    expect(figure('signups_contractor')).toMatchObject({ today: 1, period: 2 });
    expect(nonEmptyDays('signups_contractor')).toEqual([`${FIRST_DAY}=1`, `${TODAY}=1`]);
  });

  it('counts jobs published (cancelled later or not) and applications sent', () => {
    expect(figure('jobs_published')).toMatchObject({ today: 1, period: 5 });
    expect(nonEmptyDays('jobs_published')).toEqual([
      '2025-03-01=1',
      '2025-03-10=1',
      '2025-03-12=1',
      '2025-03-13=1',
      `${TODAY}=1`,
    ]);
    expect(figure('applications')).toMatchObject({ today: 2, period: 6 });
    expect(nonEmptyDays('applications')).toEqual(['2025-03-11=2', '2025-03-13=1', `${YESTERDAY}=1`, `${TODAY}=2`]);
  });

  it('fill rate and no-show rate over the places of started, not cancelled jobs, by service day', () => {
    expect(figure('fill_rate')).toMatchObject({
      today: 1,
      today_share: { part: 2, whole: 2 },
      period: 0.8,
      period_share: { part: 4, whole: 5 },
    });
    expect(nonEmptyDays('fill_rate')).toEqual([`${YESTERDAY}=${2 / 3}`, `${TODAY}=1`]);
    expect(figure('no_show_rate')).toMatchObject({
      today: 0.5,
      today_share: { part: 1, whole: 2 },
      period: 0.25,
      period_share: { part: 1, whole: 4 },
    });
    // A day with booked shifts and no absence is 0, a day without any is null.
    expect(
      figure('no_show_rate')
        .days.slice(-3)
        .map((d) => d.value),
    ).toEqual([null, 0, 0.5]);
  });

  it('median time to fill: publication to the last approval of full jobs, by the day they filled', () => {
    expect(figure('median_time_to_fill')).toMatchObject({ today: HOUR, period: (HOUR + 47 * HOUR) / 2 });
    expect(nonEmptyDays('median_time_to_fill')).toEqual([`2025-03-13=${47 * HOUR}`, `${TODAY}=${HOUR}`]);
  });

  it('R$ of confirmed coin and plan charges by confirmation day; PIX charges by status, by creation day', () => {
    expect(figure('coins_sold')).toMatchObject({ unit: 'cents', today: 1500, period: 6000 });
    expect(nonEmptyDays('coins_sold')).toEqual([`${YESTERDAY}=4500`, `${TODAY}=1500`]);
    expect(figure('plans_sold')).toMatchObject({ today: 0, period: 7500 });
    expect(nonEmptyDays('plans_sold')).toEqual(['2025-03-10=7500']);
    expect(figure('pix_pending')).toMatchObject({ today: 1, period: 1 });
    expect(figure('pix_expired')).toMatchObject({ today: 0, period: 1 });
    expect(nonEmptyDays('pix_expired')).toEqual(['2025-03-13=1']);
    expect(figure('pix_confirmed')).toMatchObject({ today: 1, period: 3 });
    expect(nonEmptyDays('pix_confirmed')).toEqual(['2025-03-10=1', `${YESTERDAY}=1`, `${TODAY}=1`]);
  });

  it('GET /api/operator/dashboard answers the operator with the figures as of now', async () => {
    const res = await t.request({ method: 'GET', url: '/api/operator/dashboard', cookie: operator.cookie });
    expect(res.statusCode).toBe(200);
    const body = res.json<Dashboard>();
    expect(body.today).toBe(todayInSaoPaulo());
    expect(body.figures.map((f) => f.key)).toEqual(dashboard.figures.map((f) => f.key));
    // Everything above happened in 2025: nothing of it is in today's period.
    expect(body.figures.every((f) => f.period === 0 || f.period === null)).toBe(true);
  });
});
