import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function PurchasesPage() {
  return <PlaceholderPage title="purchases.title" text="purchases.text" />;
}
