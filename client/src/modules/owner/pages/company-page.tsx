import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function CompanyPage() {
  return <PlaceholderPage title="company.title" text="company.text" />;
}
