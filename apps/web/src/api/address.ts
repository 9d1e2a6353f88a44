import type { CepLookupResult } from '@vamos/shared/schemas/address';
import { FORM_ERROR_TEXTS } from '@vamos/shared/form-error-texts';
import { onlyDigits } from '@vamos/shared/masks';
import { api, ApiError } from '@/lib/api-client';

/**
 * Address of a CEP (GET /api/address/cep/:cep): 8 digits, masked or not. Throws ApiError:
 * CEP_NOT_FOUND (404), CEP_LOOKUP_FAILED (502) or NETWORK. The answer is not parsed here: the
 * server serialises it through CepLookupResultSchema (decision 0018).
 */
export async function lookupCep(cep: string, signal?: AbortSignal): Promise<CepLookupResult> {
  const digits = onlyDigits(cep);
  if (digits.length !== 8) throw new ApiError(400, 'VALIDATION', FORM_ERROR_TEXTS.VALIDATION);
  return api<CepLookupResult>(`/address/cep/${digits}`, { signal });
}
