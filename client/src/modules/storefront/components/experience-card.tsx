// The photo card of one service as guests see it in every list: cover photo, title, region,
// the rating (stars and count) when reviews exist, shortest duration and the "from" price in the chosen currency; the whole card links to the service page.
// The link is named by its visible text (WCAG 2.5.3, label in name); the photo beside the title is
// decorative here (its description is on the service page).
import { AspectRatio, Card, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { publicServicePath } from '../../../../../common/service-links';
import type { ExperienceCardFieldsFragment } from '../../../graphql/generated';
import { useFormatPrice } from '../../../shared/format/use-format-price';
import { ServicePhoto } from '../../../shared/ui/service-photo';
import { durationText } from '../../catalog/components/offers/offer-details';
import { priceFromMessage } from '../../catalog/components/preview/price-from';
import { ExclusiveBadge } from '../../catalog/components/exclusive-badge';
import { Stars } from '../../reviews/stars';
import classes from './experience-card.module.css';

type Duration = NonNullable<ExperienceCardFieldsFragment['offers'][number]['duration']>;

function minutesOf(duration: Duration): number {
  return duration.days * 1440 + duration.hours * 60 + duration.minutes;
}

/** The shortest duration among the offers, or null when no offer states one. */
export function shortestDuration(offers: ExperienceCardFieldsFragment['offers']): Duration | null {
  const durations = offers.map((offer) => offer.duration).filter((duration): duration is Duration => Boolean(duration));
  if (durations.length === 0) return null;
  return durations.reduce((shortest, duration) => (minutesOf(duration) < minutesOf(shortest) ? duration : shortest));
}

interface ExperienceCardProps {
  service: ExperienceCardFieldsFragment;
  /** The width the card takes on screen, for the photo's srcset. */
  sizes?: string;
  /** The first cards of a page load their photo at once. */
  eager?: boolean;
}

export function ExperienceCard({ service, sizes = '(min-width: 75em) 25vw, (min-width: 48em) 33vw, 100vw', eager }: ExperienceCardProps) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const price = priceFromMessage(service, formatPrice);
  const duration = shortestDuration(service.offers);
  return (
    <Card
      component={Link}
      to={publicServicePath(service.regionSlug, service.title, service.serviceId)}
      withBorder
      radius="md"
      padding={0}
      className={classes.card}
      data-testid="experience-card"
    >
      <AspectRatio ratio={4 / 3}>
        {service.primaryPhoto ? (
          <ServicePhoto
            name={service.primaryPhoto.name}
            description=""
            width={service.primaryPhoto.width}
            height={service.primaryPhoto.height}
            sizes={sizes}
            eager={eager}
          />
        ) : (
          <div className={classes.noPhoto} aria-hidden="true" />
        )}
      </AspectRatio>
      <Stack gap={4} p="md" className={classes.body}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" tt="uppercase" fw={600} c="dimmed">
            {service.regionName}
          </Text>
          {service.exclusive && <ExclusiveBadge />}
        </Group>
        <Text component="h3" fw={700} size="md" lineClamp={2} className={classes.title}>
          {service.title}
        </Text>
        {service.rating.count > 0 && service.rating.average != null && (
          <Stars value={service.rating.average} size="xs" count={service.rating.count} />
        )}
        <Group justify="space-between" align="flex-end" gap="xs" mt="auto">
          <Text size="sm" c="dimmed">
            {duration ? durationText(duration, intl) : service.categoryName}
          </Text>
          {price && (
            <Text size="sm" fw={700}>
              {intl.formatMessage({ id: price.id }, price.values)}
            </Text>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
