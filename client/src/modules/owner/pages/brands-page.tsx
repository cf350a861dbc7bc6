import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function BrandsPage() {
  return <PlaceholderPage title="brands.title" text="brands.text" />;
}
