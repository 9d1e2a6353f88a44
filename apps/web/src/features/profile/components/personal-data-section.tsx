import { useMemo } from 'react';
import { UserRound } from 'lucide-react';
import type { OwnProfile } from '@vamos/shared/schemas/profile';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteAvatar, useUpdateProfile, useUploadAvatar } from '@/api/profile';
import { useSaveWithToasts } from '../hooks/use-save-with-toasts';
import { toPersonalDataValues } from '../lib/personal-data-values';
import { ImageUpload } from './image-upload';
import { PersonalDataForm } from './personal-data-form';

/** 'Dados Pessoais' card: the profile photo and the personal data form. */
export function PersonalDataSection({ profile }: { profile: OwnProfile }) {
  const update = useUpdateProfile();
  const uploadAvatar = useUploadAvatar();
  const deleteAvatar = useDeleteAvatar();
  const save = useSaveWithToasts(update.mutateAsync);
  const values = useMemo(() => toPersonalDataValues(profile), [profile]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados Pessoais</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ImageUpload
          imageUrl={profile.avatar_url}
          alt="Foto de perfil"
          folder="avatars"
          changeLabel="Alterar foto"
          removeLabel="Remover foto"
          placeholder={<UserRound className="size-12" aria-hidden />}
          upload={uploadAvatar.mutateAsync}
          remove={deleteAvatar.mutateAsync}
          isUploading={uploadAvatar.isPending}
          isRemoving={deleteAvatar.isPending}
        />
        <PersonalDataForm values={values} email={profile.email} onSubmit={save} />
      </CardContent>
    </Card>
  );
}
