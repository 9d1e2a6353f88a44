import { CompanyDataSection } from '../components/company-data-section';
import { PersonalDataSection } from '../components/personal-data-section';
import { NotificationSettingsLink } from '../components/notification-settings-link';
import { ProfileLoader } from '../components/profile-loader';
import { ProfilePageLayout } from '../components/profile-page-layout';

/** /contractor/profile: 'Dados Pessoais' and 'Dados Empresariais', saved independently (spec 02). */
export function ContractorProfilePage() {
  return (
    <ProfilePageLayout title="Meu Perfil">
      <ProfileLoader>
        {(profile) => (
          <>
            <PersonalDataSection profile={profile} />
            <CompanyDataSection profile={profile} />
          </>
        )}
      </ProfileLoader>
      <NotificationSettingsLink />
    </ProfilePageLayout>
  );
}
