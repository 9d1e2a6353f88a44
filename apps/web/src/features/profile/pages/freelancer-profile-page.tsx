import { PersonalDataSection } from '../components/personal-data-section';
import { MyDataLink } from '../components/my-data-link';
import { NotificationSettingsLink } from '../components/notification-settings-link';
import { ProfileLoader } from '../components/profile-loader';
import { ProfilePageLayout } from '../components/profile-page-layout';
import { PixKeySection } from '../components/pix-key-section';
import { ReliabilitySection } from '../components/reliability-section';
import { StrikesSection } from '../components/strikes-section';
import { ProfileLinks } from '../components/profile-link-card';

/** /freelancer/profile: 'Dados Pessoais' (spec 01 §2.8), 'Recebimento' (issue 27) and their active strikes (issue 24). */
export function FreelancerProfilePage() {
  return (
    <ProfilePageLayout title="Meu Perfil">
      <ProfileLoader>{(profile) => <PersonalDataSection profile={profile} />}</ProfileLoader>
      <PixKeySection />
      <ReliabilitySection />
      <StrikesSection />
      <ProfileLinks />
      <NotificationSettingsLink />
      <MyDataLink />
    </ProfilePageLayout>
  );
}
