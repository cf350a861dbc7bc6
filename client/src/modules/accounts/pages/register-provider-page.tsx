import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function RegisterProviderPage() {
  return <PlaceholderPage title="registerProvider.title" text="registerProvider.text" />;
}
