import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function PersonalInfoPage() {
  return <PlaceholderPage title="personalInfo.title" text="personalInfo.text" />;
}
