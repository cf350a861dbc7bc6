import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ServiceReview } from '../../hooks/use-review';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The company's cooperation agreement: approval waits until it is accepted. */
function AgreementFact({ agreement }: { agreement: ServiceReview['company']['agreement'] }) {
  const intl = useIntl();
  const accepted = agreement.status === 'ACCEPTED';
  return (
    <Text size="sm" c={accepted ? undefined : 'terracotta.8'} fw={accepted ? undefined : 600} data-testid="review-agreement">
      {intl.formatMessage(
        { id: `review.agreement.${agreement.status}` },
        { version: agreement.version, date: agreement.acceptedAt ? intl.formatDate(agreement.acceptedAt, { dateStyle: 'medium' }) : '' },
      )}
    </Text>
  );
}

/** Who offers the service: provider, company (legal name, OIB, cooperation agreement), brand; and the calendar in short. */
export function ReviewFacts({ review }: { review: ServiceReview }) {
  const intl = useIntl();
  const { calendar } = review;
  const day = (date: string) => intl.formatDate(`${date}T12:00:00`, { dateStyle: 'medium' });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" data-testid="review-facts">
      <Fact label={intl.formatMessage({ id: 'review.provider' })}>
        <div>{review.provider.name}</div>
        <Anchor href={`mailto:${review.provider.email}`} size="sm">
          {review.provider.email}
        </Anchor>
      </Fact>
      <Fact label={intl.formatMessage({ id: 'review.company' })}>
        <div>{review.company.legalName}</div>
        <div>
          {intl.formatMessage({ id: 'review.oib' })} {review.company.vatNumber}
        </div>
      </Fact>
      <Fact label={intl.formatMessage({ id: 'review.agreement' })}>
        <AgreementFact agreement={review.company.agreement} />
      </Fact>
      <Fact label={intl.formatMessage({ id: 'review.brand' })}>{review.brand.name}</Fact>
      <Fact label={intl.formatMessage({ id: 'review.calendar' })}>
        {calendar.seasons === 0 || !calendar.from || !calendar.to
          ? intl.formatMessage({ id: 'review.calendar.none' })
          : intl.formatMessage(
              { id: 'review.calendar.summary' },
              {
                seasons: calendar.seasons,
                from: day(calendar.from),
                to: day(calendar.to),
                startTimes: calendar.startTimes,
                unavailable: calendar.unavailableDates,
              },
            )}
      </Fact>
    </SimpleGrid>
  );
}
