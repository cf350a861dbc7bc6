import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

/** One screen for adding and for editing (`editing`). */
export default function SeasonsPage({ editing = false }: { editing?: boolean }) {
  return <PlaceholderPage title={editing ? 'seasons.editTitle' : 'seasons.newTitle'} text="seasons.text" />;
}
