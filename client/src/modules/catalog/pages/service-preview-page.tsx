import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function ServicePreviewPage() {
  return <PlaceholderPage title="preview.title" text="preview.text" />;
}
