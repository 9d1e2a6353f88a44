import { registerRealtimeInvalidation } from '@/lib/realtime';

/**
 * The company's managers and open invitations ('Gerentes', decision 0040), read by the owner's page
 * (features/managers). Its hooks invalidate these keys after a change, and the server's event does
 * the same for the owner's other tabs (and for an invitation accepted meanwhile).
 */
export const managersKeys = {
  all: ['managers'] as const,
  list: () => [...managersKeys.all, 'list'] as const,
};

/** What the server publishes to the company when its managers or invitations change. */
export const COMPANY_CHANGED_EVENT = 'company.changed' as const;

registerRealtimeInvalidation(COMPANY_CHANGED_EVENT, () => [managersKeys.all]);
