import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportWhatsAppUrl, WHATSAPP_NUMBER_PATTERN } from '@vamos/shared/whatsapp';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import type { AppConfig } from '@vamos/shared/schemas/app-config';
import { api, ApiError } from './api-client';

/**
 * `GET /api/config`, checked by hand like AppConfigSchema says: it is read at boot, and zod stays
 * out of the first load (it comes with the forms).
 */
async function getAppConfig({ signal }: { signal?: AbortSignal }): Promise<AppConfig> {
  const data = await api<{
    supportWhatsapp?: unknown;
    guaranteedPay: AppConfig['guaranteedPay'];
    controller: AppConfig['controller'];
  } | null>('/config', { signal });
  const supportWhatsapp = data?.supportWhatsapp;
  if (!data || typeof supportWhatsapp !== 'string' || !WHATSAPP_NUMBER_PATTERN.test(supportWhatsapp)) {
    throw new ApiError(502, 'INTERNAL', INTERNAL_MESSAGE);
  }
  // Guaranteed pay as the server's contract says (decision 0018); missing, it is off (below).
  return { supportWhatsapp, guaranteedPay: data.guaranteedPay, controller: data.controller };
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

export type GuaranteedPayConfig = AppConfig['guaranteedPay'];

/**
 * 'Pagamento garantido pelo Vamos Trabalhar' (decision 0042): whether this deployment offers it and
 * the fee a job published now is charged. Off until the settings have arrived.
 */
export function useGuaranteedPayConfig(): GuaranteedPayConfig {
  return useQuery(appConfigQueryOptions).data?.guaranteedPay ?? { enabled: false, feePercent: 0 };
}

/** Who controls the personal data and the DPO's e-mail (decision 0051); undefined until the settings arrive. */
export function useDataController(): AppConfig['controller'] | undefined {
  return useQuery(appConfigQueryOptions).data?.controller;
}
