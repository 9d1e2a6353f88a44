import { useMemo } from 'react';
import { Building2 } from 'lucide-react';
import type { OwnProfile } from '@vamos/shared/schemas/profile';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useDeleteCompanyLogo, useUpdateCompany, useUploadCompanyLogo } from '@/api/profile';
import { useSaveWithToasts } from '../hooks/use-save-with-toasts';
import { toCompanyValues } from '../lib/company-values';
import { CompanyDataForm } from './company-data-form';
import { ImageUpload } from './image-upload';

/** 'Dados Empresariais' card (contractor): the company logo and the company form. */
export function CompanyDataSection({ profile }: { profile: OwnProfile }) {
  const update = useUpdateCompany();
  const uploadLogo = useUploadCompanyLogo();
  const deleteLogo = useDeleteCompanyLogo();
  const save = useSaveWithToasts(update.mutateAsync);
  const values = useMemo(() => toCompanyValues(profile), [profile]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Dados Empresariais</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <ImageUpload
          imageUrl={profile.company_logo_url}
          alt="Logo da empresa"
          changeLabel="Alterar logo"
          removeLabel="Remover logo"
          folder="logos"
          placeholder={<Building2 className="size-12" aria-hidden />}
          upload={uploadLogo.mutateAsync}
          remove={deleteLogo.mutateAsync}
          isUploading={uploadLogo.isPending}
          isRemoving={deleteLogo.isPending}
        />
        <CompanyDataForm values={values} onSubmit={save} />
      </CardContent>
    </Card>
  );
}
