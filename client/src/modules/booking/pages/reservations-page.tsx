import { PlaceholderPage } from '../../../shared/ui/placeholder-page';

export default function ReservationsPage() {
  return <PlaceholderPage title="reservations.title" text="reservations.text" />;
}
