import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** One screen for adding and for editing (`editing`). */
export default function PhotoGalleryPage({ editing = false }: { editing?: boolean }) {
  return <PlaceholderPage title={editing ? 'photos.editTitle' : 'photos.newTitle'} text="photos.text" />;
}
