import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function RegisterAccommodationPage() {
  return <PlaceholderPage title="registerAccommodation.title" text="registerAccommodation.text" />;
}
