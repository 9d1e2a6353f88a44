import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportWhatsAppUrl, WHATSAPP_NUMBER_PATTERN } from '@vamos/shared/whatsapp';
import { errorMessage } from '@vamos/shared/errors';
import type { AppConfig } from '@vamos/shared/schemas/app-config';
import { api, ApiError } from './api-client';

/**
 * `GET /api/config`, checked by hand like AppConfigSchema says: it is read at boot, and zod stays
 * out of the first load (it comes with the forms).
 */
async function getAppConfig({ signal }: { signal?: AbortSignal }): Promise<AppConfig> {
  const data = await api<{ supportWhatsapp?: unknown } | null>('/config', { signal });
  const supportWhatsapp = data?.supportWhatsapp;
  if (typeof supportWhatsapp !== 'string' || !WHATSAPP_NUMBER_PATTERN.test(supportWhatsapp)) {
    throw new ApiError(502, 'INTERNAL', errorMessage('INTERNAL'));
  }
  return { supportWhatsapp };
}

/** The deployment's public settings (`GET /api/config`): fetched once at boot, kept for the visit. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'] as const,
  queryFn: getAppConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The support chat link (wa.me with the greeting typed), once the deployment's number is known. */
export function useSupportWhatsAppUrl(greeting?: string): string | undefined {
  const { data } = useQuery(appConfigQueryOptions);
  return data && supportWhatsAppUrl(data.supportWhatsapp, greeting);
}
