import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function StatisticsPage() {
  return <PlaceholderPage title="statistics.title" text="statistics.text" />;
}
