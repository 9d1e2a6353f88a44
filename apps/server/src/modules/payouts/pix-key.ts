import { ERROR_MESSAGES } from '@vamos/shared/errors';
import type { PixKeyUpdate, PixKeyView } from '@vamos/shared/schemas/pix-keys';
import { onlyDigits } from '@vamos/shared/masks';
import type { Deps } from '../../app-deps.ts';
import type { Actor } from '../../http/actor.ts';
import { AppError } from '../../http/app-error.ts';
import { findProfileOf, profileChanged } from '../profiles/profiles.service.ts';
import { requeuePayoutsForNewKey } from './earnings.ts';
import { presentPixKey } from './pix-key-presenter.ts';
import * as pixKeysRepo from './pix-keys.repo.ts';

/**
 * 'Recebimento' (issue 27, decision 0041): the freelancer's own PIX key for receiving. The routes
 * let only a freelancer in (`requireHolderRole('freelancer')`); each reads and changes their own.
 */

/** The saved key, masked; null while there is none. */
export async function getPixKey(deps: Pick<Deps, 'db'>, actor: Actor): Promise<PixKeyView | null> {
  const row = await pixKeysRepo.findPixKey(deps.db, actor.id);
  return row ? presentPixKey(row) : null;
}

/**
 * Saves (or replaces) the key and how the freelancer receives (a person, with a NIT/PIS if given, or
 * a MEI with its CNPJ), already normalized by `PixKeyInputSchema`, in one statement. A CPF key must be
 * the freelancer's own CPF; the name shown to confirm the key is the profile's full name.
 */
export async function savePixKey(
  deps: Pick<Deps, 'db' | 'events'>,
  actor: Actor,
  input: PixKeyUpdate,
): Promise<PixKeyView> {
  const profile = await findProfileOf(deps, actor.id);
  if (!profile) throw new AppError('NOT_FOUND');
  if (input.key_type === 'cpf' && onlyDigits(profile.cpf ?? '') !== input.key) {
    throw new AppError('PIX_KEY_NOT_OWN_CPF', { fields: { key: ERROR_MESSAGES.PIX_KEY_NOT_OWN_CPF } });
  }
  const row = await pixKeysRepo.upsertPixKey(deps.db, {
    userId: actor.id,
    keyType: input.key_type,
    key: input.key,
    holderName: profile.fullName,
    receivingAs: input.receiving_as,
    nit: input.nit ?? null,
    meiCnpj: input.mei_cnpj ?? null,
  });
  await profileChanged(deps, actor.id);
  // What waited for a key, or failed on the old one, goes out to this one.
  await requeuePayoutsForNewKey(deps, actor.id);
  return presentPixKey(row);
}

/** Removes the key; removing none is no error (the answer is the same either way). */
export async function removePixKey(deps: Pick<Deps, 'db' | 'events'>, actor: Actor): Promise<void> {
  await pixKeysRepo.deletePixKey(deps.db, actor.id);
  await profileChanged(deps, actor.id);
}
