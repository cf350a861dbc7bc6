import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function PasswordResetPage() {
  return <PlaceholderPage title="passwordReset.title" text="passwordReset.text" />;
}
