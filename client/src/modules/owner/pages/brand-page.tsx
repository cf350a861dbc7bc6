import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** One screen for adding and for editing (`editing`). */
export default function BrandPage({ editing = false }: { editing?: boolean }) {
  return <PlaceholderPage title={editing ? 'brand.editTitle' : 'brand.newTitle'} text="brand.text" />;
}
