import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** One screen for adding and for editing (`editing`). */
export default function OffersPage({ editing = false }: { editing?: boolean }) {
  return <PlaceholderPage title={editing ? 'offers.editTitle' : 'offers.newTitle'} text="offers.text" />;
}
