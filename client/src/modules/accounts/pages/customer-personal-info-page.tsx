import { PersonalInfoScreen } from '../components/personal-info/personal-info-screen';

/** /customer/personal: the guest's profile, password, language, and "forget me". */
export default function CustomerPersonalInfoPage() {
  return <PersonalInfoScreen area="customer" />;
}
