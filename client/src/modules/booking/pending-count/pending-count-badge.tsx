// The live pending count on "Bookings" in the provider menu. Loaded lazily by the dashboard layout,
// together with what it needs (the stream hook, Mantine's Badge), so the entry bundle's list of the
// layout's preloads stays as it was.
import { Badge } from '@mantine/core';
import { useIntl } from 'react-intl';
import { usePendingCount } from './pending-count-store';
import { usePendingCountStream } from './use-pending-count-stream';

/** Keeps the stream running (after each navigation) and shows the count; nothing while unknown or 0. */
export default function PendingCountBadge() {
  const intl = useIntl();
  usePendingCountStream();
  const count = usePendingCount();
  if (!count) return null;
  return (
    <Badge
      color="terracotta"
      variant="filled"
      size="sm"
      circle={count < 10}
      role="status"
      aria-label={intl.formatMessage({ id: 'reservations.pendingBadge' }, { count })}
      data-testid="pending-badge"
    >
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
