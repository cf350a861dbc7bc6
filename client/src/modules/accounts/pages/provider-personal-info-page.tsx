import { PersonalInfoScreen } from '../components/personal-info/personal-info-screen';

/** /dashboard/personal-info: the provider's profile, password, language, and the guest role. */
export default function ProviderPersonalInfoPage() {
  return <PersonalInfoScreen area="provider" />;
}
