import type { FieldValues, Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

/**
 * zodResolver for a form whose values (every field a string) are a narrower shape than the
 * shared schema's input. The constraint checks at compile time that the form's values are a
 * valid input of the schema; zodResolver's own typing can't express that.
 */
export function formResolver<TValues extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S & (TValues extends z.input<S> ? unknown : never),
): Resolver<TValues, unknown, z.output<S>> {
  return zodResolver(schema) as unknown as Resolver<TValues, unknown, z.output<S>>;
}
