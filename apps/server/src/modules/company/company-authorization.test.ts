import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import type { RouteEntry } from '../../http/route-table.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { fingerprint } from '../../test/db-fingerprint.ts';
import {
  addManager,
  applyAs,
  createJob,
  grant,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** The routes only a company's owner may call (decision 0040): a manager gets 403 OWNER_ONLY. */
const OWNER_ONLY = [
  'GET /api/contractor/managers',
  'POST /api/contractor/managers/invitations',
  'DELETE /api/contractor/managers/invitations/:id',
  'DELETE /api/contractor/managers/:id',
  'GET /api/payments/pending',
  'POST /api/payments/plans',
  'POST /api/payments/reconcile',
  'GET /api/payments/:id',
  'POST /api/payments/:id/check',
  'POST /api/payments/:id/cancel',
  'GET /api/subscription',
  'GET /api/wallet/statement',
  'PUT /api/profile',
  'PUT /api/profile/company',
  'POST /api/profile/avatar',
  'DELETE /api/profile/avatar',
  'POST /api/profile/company-logo',
  'DELETE /api/profile/company-logo',
];

const key = (route: RouteEntry) => `${route.method} ${route.url}`;
const BAD_JSON = JSON.stringify({ invalido: [1, { a: null }], email: 5, full_name: false });

/**
 * The authorization matrix of a company's people (issue 26, decision 0040), over the whole route
 * table: the owner, a manager, a removed manager and another company's manager, each calling every
 * contractor route with the company's real ids. Ownership is by the company: the manager passes
 * wherever the owner does except the owner's own routes; the removed manager is signed out
 * everywhere; the other company's manager reaches none of the company's rows and changes nothing.
 */
describe.each(TEST_DATABASES)("a company's people across every route on %s", (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let manager: SignedUpUser;
  let removed: SignedUpUser;
  let outsider: SignedUpUser;
  let contractorRoutes: RouteEntry[];
  /**
   * Path parameters filled with the company's rows: a job, its applicant's shift, a freelancer. The
   * owner and the manager each get their own of the same kind (what one of them changes, a
   * cancellation say, must not change what the other is answered).
   */
  let idsOf: Map<SignedUpUser, Record<string, string>>;

  beforeAll(async () => {
    t = await createTestApp(kind, { WEB_DIST_DIR: './nao-existe' });
    owner = await signupContractor(t);
    await grant(t, owner.user.id, 'credit', 10);
    manager = await addManager(t, owner);
    removed = await addManager(t, owner);
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/contractor/managers/${removed.user.id}`,
      cookie: owner.cookie,
    });
    expect(removal.statusCode).toBe(204);
    outsider = await addManager(t, await signupContractor(t));
    const companyRows = async () => {
      const job = await createJob(t, owner);
      const freelancer = await signupFreelancer(t);
      const shift = (await applyAs(t, freelancer, job.id)).json<{ id: string }>();
      return { id: job.id, jobId: job.id, applicationId: shift.id, freelancerId: freelancer.user.id };
    };
    const [forOwner, forManager, forOthers] = [await companyRows(), await companyRows(), await companyRows()];
    idsOf = new Map([
      [owner, forOwner],
      [manager, forManager],
      [removed, forOthers],
      [outsider, forOthers],
    ]);
    contractorRoutes = t.routes.filter(
      (route) => route.url.startsWith('/api/contractor/') || OWNER_ONLY.includes(key(route)),
    );
    expect(contractorRoutes.length).toBeGreaterThan(30);
  });
  afterAll(async () => t?.close());

  /** Every id-shaped parameter gets the company's row; `:id` under applications is the shift. */
  const urlOf = (route: RouteEntry, ids: Record<string, string>) =>
    route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
      name === 'id' && route.url.includes('/applications/') ? ids.applicationId! : (ids[name] ?? ids.id!),
    );

  async function callAll(
    who: SignedUpUser,
    routes = contractorRoutes,
  ): Promise<Map<string, { status: number; code?: string }>> {
    const ids = idsOf.get(who)!;
    const answers = new Map<string, { status: number; code?: string }>();
    for (const route of routes) {
      const withBody = route.method !== 'GET';
      const res = await t.request({
        method: route.method as 'GET',
        url: urlOf(route, ids),
        cookie: who.cookie,
        ...(withBody
          ? route.multipart
            ? { headers: { 'content-type': 'multipart/form-data' }, payload: 'x' }
            : { headers: { 'content-type': 'application/json' }, payload: BAD_JSON }
          : {}),
      });
      const body = String(res.headers['content-type'] ?? '').includes('json')
        ? res.json<{ error?: { code: string } }>()
        : {};
      answers.set(key(route), { status: res.statusCode, ...(body.error ? { code: body.error.code } : {}) });
    }
    return answers;
  }

  it("gives a manager every route of the owner's but the owner's own, and the owner all of them", async () => {
    const [asOwner, asManager] = [await callAll(owner), await callAll(manager)];
    const wrong: string[] = [];
    for (const [route, answer] of asManager) {
      const ownerOnly = OWNER_ONLY.includes(route);
      const refused = answer.status === 403 && answer.code === 'OWNER_ONLY';
      if (ownerOnly !== refused) wrong.push(`manager: ${route} → ${answer.status} ${answer.code ?? ''}`);
      // Elsewhere the manager is answered as the owner is: same status, same error.
      if (!ownerOnly && JSON.stringify(answer) !== JSON.stringify(asOwner.get(route))) {
        wrong.push(`manager ≠ owner: ${route} → ${JSON.stringify(answer)} vs ${JSON.stringify(asOwner.get(route))}`);
      }
    }
    for (const [route, answer] of asOwner) {
      if (answer.status === 401 || answer.status === 403) wrong.push(`owner: ${route} → ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('signs a removed manager out of every route, changing nothing', async () => {
    const before = await fingerprint(t.deps.db);
    const wrong = [...(await callAll(removed))]
      .filter(([, answer]) => answer.status !== 401 || answer.code !== 'UNAUTHENTICATED')
      .map(([route, answer]) => `${route} → ${answer.status}`);
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.deps.db)).toEqual(before);
  });

  it("keeps another company's manager out of every row of the company, changing nothing", async () => {
    // A freelancer is nobody's row: the outsider may add one to their own team ('/team/:freelancerId').
    const routes = contractorRoutes.filter((route) => !route.url.includes(':freelancerId'));
    const before = await fingerprint(t.deps.db);
    const answers = await callAll(outsider, routes);
    const wrong: string[] = [];
    for (const route of routes) {
      const answer = answers.get(key(route))!;
      const reachesARow = /:[A-Za-z]/.test(route.url) && !OWNER_ONLY.includes(key(route));
      if (reachesARow && answer.status < 400) wrong.push(`${key(route)} → ${answer.status}`);
      if (OWNER_ONLY.includes(key(route)) && answer.code !== 'OWNER_ONLY') {
        wrong.push(`${key(route)} → ${answer.status} ${answer.code ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await fingerprint(t.deps.db)).toEqual(before);
    // What the outsider lists is their own company's: none of these rows.
    const jobs = await t.request({ method: 'GET', url: '/api/contractor/jobs', cookie: outsider.cookie });
    expect(JSON.stringify(jobs.json())).not.toContain(idsOf.get(outsider)!.id);
    expect(ERROR_MESSAGES.OWNER_ONLY).toBe('Só o titular da empresa pode fazer isso.');
  });
});
