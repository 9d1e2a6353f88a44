import { PersonalDataSection } from '../components/personal-data-section';
import { ProfileLoader } from '../components/profile-loader';
import { ProfilePageLayout } from '../components/profile-page-layout';

/** /freelancer/profile: 'Dados Pessoais' (spec 01 §2.8). */
export function FreelancerProfilePage() {
  return (
    <ProfilePageLayout title="Meu Perfil">
      <ProfileLoader>{(profile) => <PersonalDataSection profile={profile} />}</ProfileLoader>
    </ProfilePageLayout>
  );
}
