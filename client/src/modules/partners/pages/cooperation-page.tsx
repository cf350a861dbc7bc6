import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function CooperationPage() {
  return <PlaceholderPage title="cooperation.title" text="cooperation.text" />;
}
