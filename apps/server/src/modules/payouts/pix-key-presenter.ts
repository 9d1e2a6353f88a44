import { maskPixKey } from '@vamos/shared/pix-keys';
import type { PixKeyView } from '@vamos/shared/schemas/pix-keys';
import type { PixKeyRecord } from './pix-keys.repo.ts';

/** A stored key as its owner sees it: masked (the whole key never leaves the server), with its name. */
export function presentPixKey(row: PixKeyRecord): PixKeyView {
  return {
    key_type: row.keyType,
    masked_key: maskPixKey(row.keyType, row.key),
    holder_name: row.holderName,
    updated_at: row.updatedAt.toISOString(),
  };
}
