import { CepLookupResultSchema, type CepLookupResult } from '@vamos/shared/schemas/address';
import { ERROR_MESSAGES } from '@vamos/shared/errors';
import { onlyDigits } from '@vamos/shared/masks';
import { api, ApiError } from '@/lib/api-client';

/**
 * Address of a CEP (GET /api/address/cep/:cep): 8 digits, masked or not. Throws ApiError:
 * CEP_NOT_FOUND (404), CEP_LOOKUP_FAILED (502), NETWORK, or INTERNAL for an unexpected answer.
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepLookupResult> {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) throw new ApiError(400, 'VALIDATION', ERROR_MESSAGES.VALIDATION);
  const data = await api<unknown>(`/address/cep/${digits}`, { signal });
  const parsed = CepLookupResultSchema.safeParse(data);
  if (!parsed.success) throw new ApiError(502, 'CEP_LOOKUP_FAILED', ERROR_MESSAGES.CEP_LOOKUP_FAILED);
  return parsed.data;
}
