import type { ReactNode } from 'react';
import type { OwnProfile } from '@vamos/shared/schemas/profile';
import { INTERNAL_MESSAGE } from '@vamos/shared/error-body';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/api/profile';
import { PROFILE_TEXTS } from '../lib/profile-messages';
import { errorText } from '@/components/forms/server-errors';

/** Loads the signed-in user's profile: 'Carregando perfil...', an error with a retry, then `children`. */
export function ProfileLoader({ children }: { children: (profile: OwnProfile) => ReactNode }) {
  const { data, error, isPending, refetch, isRefetching } = useProfile();
  if (isPending) return <Spinner label={PROFILE_TEXTS.loading} />;
  if (error) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 p-6 text-center"
      >
        <p className="text-sm text-red-800">{errorText(error, INTERNAL_MESSAGE)}</p>
        <Button variant="outline" size="sm" disabled={isRefetching} onClick={() => void refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return children(data);
}
