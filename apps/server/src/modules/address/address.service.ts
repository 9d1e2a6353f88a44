import type { CepLookupResult } from '@vamos/shared/schemas/address';
import type { Deps } from '../../app-deps.ts';
import { AppError } from '../../http/app-error.ts';

/** Looks up a CEP (8 digits): CEP_NOT_FOUND when it does not exist, CEP_LOOKUP_FAILED when the provider fails. */
export async function lookupCep(deps: Pick<Deps, 'cep'>, cep: string): Promise<CepLookupResult> {
  const found = await deps.cep.lookup(cep).catch((error: unknown) => {
    throw Object.assign(new AppError('CEP_LOOKUP_FAILED'), { cause: error });
  });
  if (!found) throw new AppError('CEP_NOT_FOUND');
  return {
    cep: found.cep,
    street: found.street,
    neighborhood: found.neighborhood,
    city: found.city,
    state: found.state,
  };
}
