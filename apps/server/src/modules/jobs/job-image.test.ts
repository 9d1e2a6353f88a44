import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorJobDetail } from '@vamos/shared/schemas/job-views';
import { TEST_DATABASES } from '../../test/databases.ts';
import { createJob, grant, signupContractor, type SignedUpUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(TEST_DATABASES)('job images on %s', (kind) => {
  let t: TestApp;
  let contractor: SignedUpUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    contractor = await signupContractor(t);
    await grant(t, contractor.user.id, 'credit', 50);
  });
  afterAll(async () => t.close());

  const detail = async (id: string, cookie = contractor.cookie) => {
    const res = await t.request({ method: 'GET', url: `/api/contractor/jobs/${id}`, cookie });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ContractorJobDetail>();
  };

  describe('uploads', () => {
    const upload = async (jobId: string, bytes: Buffer, cookie = contractor.cookie) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'foto.png');
      return t.request({ method: 'POST', url: `/api/contractor/jobs/${jobId}/image`, cookie, payload: form });
    };
    const png = () =>
      sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();

    it('stores the photo in the jobs folder and replaces the previous one', async () => {
      const job = await createJob(t, contractor);
      const first = await upload(job.id, await png());
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().url).toMatch(new RegExp(`/${contractor.user.id}/jobs/`));
      const second = await upload(job.id, await png());
      expect((await detail(job.id)).image_url).toBe(second.json().url);
    });

    it('refuses a non-image and another contractor, storing nothing', async () => {
      const job = await createJob(t, contractor);
      const bad = await upload(job.id, Buffer.from('não sou uma imagem'));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('UNSUPPORTED_FILE');
      const other = await signupContractor(t);
      const foreign = await upload(job.id, await png(), other.cookie);
      expect(foreign.statusCode).toBe(404);
      expect((await detail(job.id)).image_url).toBeNull();
    });
  });
});
