import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** One screen for adding and for editing (`editing`). */
export default function ServicePage({ editing = false }: { editing?: boolean }) {
  return <PlaceholderPage title={editing ? 'service.editTitle' : 'service.newTitle'} text="service.text" />;
}
