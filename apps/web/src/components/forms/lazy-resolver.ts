import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded on first use: the schema and zod come with the form's first validation
 * (a blur, a submit), not with the screen, so a form page shows without them (first-load budget).
 * Start the load early with `preload` (e.g. when the form mounts) so the first validation does not wait.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> & { preload: () => void } {
  let loaded: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  // A failed load (offline) is tried again at the next validation.
  const get = () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) =>
    (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get() });
}
