import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function ServicesPage() {
  return <PlaceholderPage title="services.title" text="services.text" />;
}
