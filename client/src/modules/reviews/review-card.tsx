// One review as guests see it: first name and country, date, stars, sub-ratings, text, photos and the
// provider's public reply. `actions` adds the buttons of whoever looks (report, reply).
import { Anchor, Blockquote, Group, Image, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { photoUrl } from '../../shared/ui/image-service';
import type { PublicReview } from './reviews-api';
import { Stars } from './stars';

export const SUB_RATINGS = ['serviceQuality', 'organisation', 'valueForMoney', 'safety'] as const;

export function ReviewCard({ review, actions, children }: { review: PublicReview; actions?: ReactNode; children?: ReactNode }) {
  const intl = useIntl();
  const date = intl.formatDate(review.createdAt, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Europe/Zagreb' });
  const country = review.authorCountry
    ? (new Intl.DisplayNames([intl.locale], { type: 'region' }).of(review.authorCountry) ?? review.authorCountry)
    : null;
  const subRatings = SUB_RATINGS.filter((key) => review[key] !== null);
  return (
    <Paper withBorder radius="md" p="md" component="article" data-testid="review">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Text fw={700}>{country ? `${review.authorName}, ${country}` : review.authorName}</Text>
            <Text size="xs" c="dimmed">
              {date}
            </Text>
          </div>
          <Stars value={review.overall} />
        </Group>
        {subRatings.length > 0 && (
          <Group gap="md" wrap="wrap">
            {subRatings.map((key) => (
              <Text size="xs" c="dimmed" key={key}>
                {intl.formatMessage({ id: `reviews.sub.${key}` })}: {review[key]}/5
              </Text>
            ))}
          </Group>
        )}
        {review.text && (
          <Text style={{ whiteSpace: 'pre-line' }} lang={review.language}>
            {review.text}
          </Text>
        )}
        {review.photos.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs">
            {review.photos.map((photo, index) => (
              <Anchor href={photoUrl(photo.name)} target="_blank" key={photo.name}>
                <Image
                  src={photoUrl(photo.name, { w: 240, h: 240, fit: 'cover', auto: 'format' })}
                  alt={intl.formatMessage({ id: 'reviews.photoAlt' }, { index: index + 1, name: review.authorName })}
                  radius="sm"
                  loading="lazy"
                  h={96}
                  fit="cover"
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        {review.reply && (
          <Blockquote color="blue" p="sm" mt={4} data-testid="review-reply">
            <Text size="sm" fw={600}>
              {intl.formatMessage({ id: 'reviews.replyFromProvider' })}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {review.reply.text}
            </Text>
          </Blockquote>
        )}
        {children}
        {actions && <Group gap="xs">{actions}</Group>}
      </Stack>
    </Paper>
  );
}
