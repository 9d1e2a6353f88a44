import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportWhatsAppUrl } from '@vamos/shared/constants';
import { AppConfigSchema, type AppConfig } from '@vamos/shared/schemas/app-config';
import { api } from './api-client';

/** The deployment's public settings (`GET /api/config`): fetched once at boot, kept for the visit. */
export const appConfigQueryOptions = queryOptions({
  queryKey: ['app-config'] as const,
  queryFn: async ({ signal }): Promise<AppConfig> => AppConfigSchema.parse(await api<unknown>('/config', { signal })),
  staleTime: Infinity,
  gcTime: Infinity,
});

/** The support chat link (wa.me with the greeting typed), once the deployment's number is known. */
export function useSupportWhatsAppUrl(greeting?: string): string | undefined {
  const { data } = useQuery(appConfigQueryOptions);
  return data && supportWhatsAppUrl(data.supportWhatsapp, greeting);
}
