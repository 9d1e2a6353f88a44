import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../test/databases.ts';
import { fingerprint } from '../../test/db-fingerprint.ts';
import {
  applyAs,
  approveAs,
  createJob,
  grant,
  jobPayload,
  type SignedUpUser,
  signupContractor,
  signupFreelancer,
  startedToday,
} from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Action = 'cancel' | 'complete' | 'edit' | 'image';
const ACTIONS: Action[] = ['cancel', 'complete', 'edit', 'image'];

const CANCELLED = { code: 'JOB_CANCELLED', message: 'Esta vaga já foi cancelada e não pode mais ser alterada.' };
const COMPLETED = { code: 'JOB_COMPLETED', message: 'Este serviço já foi concluído e não pode mais ser alterado.' };

/**
 * The owner acting on a job that is no longer open (cancelled or completed) is told so with a 409
 * and a clear message — never a 404 that says the job does not exist — and nothing changes. Anyone
 * else still gets 404: a job that is not theirs does not exist for them, whatever its state.
 */
describe.each(TEST_DATABASES)('actions on a closed job on %s', (kind) => {
  let t: TestApp;
  let owner: SignedUpUser;
  let other: SignedUpUser;
  let png: Buffer;
  const jobs = { cancelled: '', completed: '' };

  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, other] = [await signupContractor(t), await signupContractor(t)];
    await grant(t, owner.user.id, 'credit', 10);
    png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    // Each with an approved freelancer: a second cancel would refund them twice, a complete would notify again.
    for (const state of ['cancelled', 'completed'] as const) {
      // Under way since midnight: it may be concluded.
      const job = await createJob(t, owner, startedToday());
      const freelancer = await signupFreelancer(t);
      await approveAs(t, owner, (await applyAs(t, freelancer, job.id)).json<{ id: string }>().id);
      const close = state === 'cancelled' ? 'cancel' : 'complete';
      const res = await t.request({
        method: 'POST',
        url: `/api/contractor/jobs/${job.id}/${close}`,
        cookie: owner.cookie,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      jobs[state] = job.id;
    }
  });
  afterAll(async () => t.close());

  const act = (action: Action, jobId: string, user: SignedUpUser) => {
    const url = `/api/contractor/jobs/${jobId}`;
    if (action === 'edit') return t.request({ method: 'PUT', url, cookie: user.cookie, payload: jobPayload() });
    if (action === 'image') {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
      return t.request({ method: 'POST', url: `${url}/image`, cookie: user.cookie, payload: form });
    }
    return t.request({ method: 'POST', url: `${url}/${action}`, cookie: user.cookie });
  };

  const cases = [
    ...ACTIONS.map((action) => ({ state: 'cancelled' as const, action, error: CANCELLED })),
    ...ACTIONS.map((action) => ({ state: 'completed' as const, action, error: COMPLETED })),
  ];

  it.each(cases)('$action on a $state job → 409 $error.code for its owner; nothing changes', async (c) => {
    const before = await fingerprint(t.deps.db);
    const res = await act(c.action, jobs[c.state], owner);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ error: c.error });
    expect(await fingerprint(t.deps.db)).toEqual(before);
  });

  it.each(cases)('$action on a $state job → 404 for another contractor', async (c) => {
    const res = await act(c.action, jobs[c.state], other);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error.code).toBe('JOB_NOT_FOUND');
  });
});
