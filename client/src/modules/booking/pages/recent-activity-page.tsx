import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function RecentActivityPage() {
  return <PlaceholderPage title="recent.title" text="recent.text" />;
}
