import { maskCnpj } from '@vamos/shared/masks';
import { maskPixKey, maskSavedNit } from '@vamos/shared/pix-keys';
import type { PixKeyView } from '@vamos/shared/schemas/pix-keys';
import type { PixKeyRecord } from './pix-keys.repo.ts';

/**
 * A stored key as its owner sees it: masked (the whole key never leaves the server), with its name,
 * and how they receive: the NIT/PIS hidden as a CPF key is, a MEI's CNPJ (a company's public number) whole.
 */
export function presentPixKey(row: PixKeyRecord): PixKeyView {
  return {
    key_type: row.keyType,
    masked_key: maskPixKey(row.keyType, row.key),
    holder_name: row.holderName,
    receiving_as: row.receivingAs,
    nit_masked: row.nit ? maskSavedNit(row.nit) : null,
    mei_cnpj: row.meiCnpj ? maskCnpj(row.meiCnpj) : null,
    updated_at: row.updatedAt.toISOString(),
  };
}
