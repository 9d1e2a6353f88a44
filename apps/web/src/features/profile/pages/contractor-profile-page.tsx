import { isCompanyManager, useMe } from '@/lib/auth';
import { CompanyDataSection } from '../components/company-data-section';
import { ManagerProfile } from '../components/manager-profile';
import { PersonalDataSection } from '../components/personal-data-section';
import { MyDataLink } from '../components/my-data-link';
import { NotificationSettingsLink } from '../components/notification-settings-link';
import { ProfileLoader } from '../components/profile-loader';
import { ProfilePageLayout } from '../components/profile-page-layout';

/**
 * /contractor/profile: 'Dados Pessoais' and 'Dados Empresariais', saved independently (spec 02). A
 * company's manager reads the company's data, with their own name and e-mail, and changes nothing.
 */
export function ContractorProfilePage() {
  const { data: me } = useMe();
  return (
    <ProfilePageLayout title="Meu Perfil">
      <ProfileLoader>
        {(profile) =>
          me && isCompanyManager(me) ? (
            <ManagerProfile me={me} profile={profile} />
          ) : (
            <>
              <PersonalDataSection profile={profile} />
              <CompanyDataSection profile={profile} />
            </>
          )
        }
      </ProfileLoader>
      <NotificationSettingsLink />
      <MyDataLink />
    </ProfilePageLayout>
  );
}
