import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function WelcomePage() {
  return <PlaceholderPage title="welcome.title" text="welcome.text" />;
}
