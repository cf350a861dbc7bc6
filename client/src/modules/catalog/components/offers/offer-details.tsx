import { Badge, Group, Text } from '@mantine/core';
import { useIntl, type IntlShape } from 'react-intl';
import { useFormatPrice } from '../../../../shared/format/use-format-price';
import type { Offer } from '../../hooks/use-offers';

/** "2 days 1 h 30 min", or null when the offer has no duration. */
export function durationText(duration: Offer['duration'], intl: IntlShape): string | null {
  if (!duration) return null;
  const parts = [
    duration.days > 0 && intl.formatMessage({ id: 'offer.duration.days' }, { count: duration.days }),
    duration.hours > 0 && intl.formatMessage({ id: 'offer.duration.hours' }, { count: duration.hours }),
    duration.minutes > 0 && intl.formatMessage({ id: 'offer.duration.minutes' }, { count: duration.minutes }),
  ].filter((text): text is string => Boolean(text));
  return parts.length > 0 ? parts.join(' ') : null;
}

/** The price as guests see it: the discounted price, the base price struck through, and the basis. */
export function OfferPrice({ offer, size = 'lg' }: { offer: Offer; size?: 'md' | 'lg' }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const discounted = offer.discountRate > 0;
  const group = offer.priceType.value.toUpperCase() === 'GROUP';
  return (
    <Group gap={8} align="baseline" wrap="wrap">
      <Text fw={700} fz={size} c="terracotta.7">
        {formatPrice(offer.calculatedPrice)}
      </Text>
      {discounted && (
        <Text size="sm" c="dimmed" td="line-through">
          {formatPrice(offer.initPrice)}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {group ? intl.formatMessage({ id: 'offer.perGroup' }, { count: offer.groupNumber }) : intl.formatMessage({ id: 'offer.perPerson' })}
      </Text>
      {discounted && (
        <Badge color="terracotta" variant="light" size="sm">
          −{offer.discountRate}%
        </Badge>
      )}
    </Group>
  );
}

/** Duration and difficulty as small facts. */
export function OfferFacts({ offer }: { offer: Offer }) {
  const intl = useIntl();
  const duration = durationText(offer.duration, intl);
  if (!duration && !offer.difficulty) return null;
  return (
    <Group gap="xs">
      {duration && (
        <Badge variant="light" color="sea" tt="none">
          {intl.formatMessage({ id: 'offer.durationLabel' }, { duration })}
        </Badge>
      )}
      {offer.difficulty && (
        <Badge variant="light" color="olive" tt="none">
          {intl.formatMessage({ id: `offer.difficulty.${offer.difficulty}` })}
        </Badge>
      )}
    </Group>
  );
}
