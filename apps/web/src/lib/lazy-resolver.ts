import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { NETWORK_MESSAGE } from '@/lib/api-client';
import { whenSettled } from '@/lib/idle';
import { loadOnce } from '@/lib/load-once';
import { toast } from '@/lib/toast';

type Schema = z.ZodType<FieldValues, FieldValues>;
type Resolve<S extends Schema> = Resolver<z.input<S>, unknown, z.output<S>>;

/**
 * A form's validation with a shared schema, loaded on its first use: zod and the schemas are
 * ≈ 30 KB gzip that a form page does not need to be drawn, only to check what was typed. The fetch
 * starts once the page has settled (or at the first validation, if sooner): by the first 'Enviar'
 * it is usually there. When it cannot be fetched (offline), the form is not sent, a toast says why,
 * and the next attempt fetches again.
 */
export function lazyZodResolver<S extends Schema>(loadSchema: () => Promise<S>): Resolve<S> {
  const load = loadOnce(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema) as unknown as Resolve<S>;
  });
  whenSettled(() => void load().catch(() => undefined));
  return async (values, context, options) => {
    let resolve: Resolve<S>;
    try {
      resolve = await load();
    } catch {
      toast.error(NETWORK_MESSAGE);
      const errors = { root: { type: 'network', message: NETWORK_MESSAGE } } as FieldErrors<z.input<S>>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
}
