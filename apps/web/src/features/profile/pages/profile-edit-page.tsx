import { useCallback, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import type { OwnProfile } from '@vamos/shared/schemas/profile';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useUpdateProfile } from '@/api/profile';
import { PersonalDataForm } from '../components/personal-data-form';
import { ProfileLoader } from '../components/profile-loader';
import { ProfilePageLayout } from '../components/profile-page-layout';
import { useSaveWithToasts } from '../hooks/use-save-with-toasts';
import { toPersonalDataValues } from '../lib/personal-data-values';
import { PROFILE_TEXTS } from '../lib/profile-messages';

function profileHref(profile: OwnProfile): string {
  return profile.user_type === 'freelancer' ? paths.freelancer.profile.getHref() : paths.contractor.profile.getHref();
}

function ProfileEditForm({ profile }: { profile: OwnProfile }) {
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const backHref = profileHref(profile);
  const goBack = useCallback(() => void navigate(backHref), [navigate, backHref]);
  const save = useSaveWithToasts(update.mutateAsync, goBack);
  const values = useMemo(() => toPersonalDataValues(profile), [profile]);

  return (
    <Card>
      <CardContent className="pt-5">
        <PersonalDataForm
          values={values}
          email={profile.email}
          onSubmit={save}
          secondaryAction={
            <Button asChild variant="outline" className="w-full md:w-auto">
              <Link to={backHref}>{PROFILE_TEXTS.cancel}</Link>
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}

/** /profile/edit (spec 01 §2.8): the personal data form; saving or 'Cancelar' returns to the role's profile. */
export function ProfileEditPage() {
  return (
    <ProfilePageLayout title="Editar Perfil">
      <ProfileLoader>{(profile) => <ProfileEditForm profile={profile} />}</ProfileLoader>
    </ProfilePageLayout>
  );
}
