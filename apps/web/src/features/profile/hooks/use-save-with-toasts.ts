import { useCallback } from 'react';
import { toast } from '@/lib/toast';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { PROFILE_TEXTS } from '../lib/profile-messages';
import { errorText } from '@/components/forms/server-errors';

/**
 * Wraps a profile save with the spec's toasts (spec 01 §8 "Profile update"). The failure is
 * rethrown so the form can show the server's per-field messages.
 */
export function useSaveWithToasts<T>(save: (data: T) => Promise<unknown>, onSaved?: () => void) {
  return useCallback(
    async (data: T) => {
      try {
        await save(data);
      } catch (error) {
        toast.error(PROFILE_TEXTS.saveFailedTitle, { description: errorText(error, INTERNAL_MESSAGE) });
        throw error;
      }
      toast.success(PROFILE_TEXTS.savedTitle, { description: PROFILE_TEXTS.savedDescription });
      onSaved?.();
    },
    [save, onSaved],
  );
}
