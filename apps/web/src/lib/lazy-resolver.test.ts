import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { NETWORK_MESSAGE } from '@/lib/api-client';
import { whenSettled } from '@/lib/idle';
import { toast } from '@/lib/toast';
import { lazyZodResolver } from './lazy-resolver';
import { recordToasts } from '@/test/toasts';

recordToasts();
// The preload once the page has settled is not what these tests count.
vi.mock('@/lib/idle', () => ({ whenSettled: vi.fn() }));

const Email = z.object({ email: z.email({ error: 'E-mail inválido' }) });
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<{ email: string }>;

describe('lazyZodResolver', () => {
  it('starts loading once the page has settled', () => {
    lazyZodResolver(async () => Email);
    expect(whenSettled).toHaveBeenCalledTimes(1);
  });

  it('validates with the schema it loads, loading it once', async () => {
    const load = vi.fn(async () => Email);
    const resolve = lazyZodResolver(load);
    const wrong = await resolve({ email: 'x' }, undefined, options);
    expect(wrong.errors.email?.message).toBe('E-mail inválido');
    const right = await resolve({ email: 'ana@example.com' }, undefined, options);
    expect(right).toEqual({ values: { email: 'ana@example.com' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('when the schema cannot be fetched, blocks the form with the network message and tries again next time', async () => {
    const load = vi.fn<() => Promise<typeof Email>>().mockRejectedValueOnce(new TypeError('Failed to fetch'));
    load.mockResolvedValue(Email);
    const resolve = lazyZodResolver(load);
    const offline = await resolve({ email: 'ana@example.com' }, undefined, options);
    expect(offline.values).toEqual({});
    expect(offline.errors.root?.message).toBe(NETWORK_MESSAGE);
    expect(toast.error).toHaveBeenCalledWith(NETWORK_MESSAGE);

    const online = await resolve({ email: 'ana@example.com' }, undefined, options);
    expect(online.errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });
});
