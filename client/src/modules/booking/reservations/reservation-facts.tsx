// The lines every booking card shows, for the guest and the provider alike: date and time, people
// and offers, and the total in the chosen currency (the other one beside it).
import { Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useCurrency } from '../../../shared/format/currency-store';
import { amounts, formatBookingDate } from '../flow/booking-format';
import type { Reservation } from '../reservation-api';

export function ReservationFacts({ reservation: r }: { reservation: Reservation }) {
  const intl = useIntl();
  const currency = useCurrency();
  const total = amounts(r.totalCents, currency, intl.locale);
  return (
    <>
      <Text size="sm">
        {intl.formatMessage({ id: 'booking.summary.when' }, { date: formatBookingDate(r.date, intl), time: r.startTime })}
      </Text>
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'booking.summary.people' }, { count: r.people })}
        {' · '}
        {r.offers
          .map((offer) => intl.formatMessage({ id: 'booking.summary.offerLine' }, { quantity: offer.quantity, name: offer.name }))
          .join(', ')}
      </Text>
      <Text size="sm">
        <Text span fw={700}>
          {intl.formatMessage({ id: 'booking.summary.total' })}: {total.chosen}
        </Text>{' '}
        <Text span c="dimmed" size="xs">
          ({total.other})
        </Text>
      </Text>
    </>
  );
}
