// The provider's waitlists on the desk's "Today" page: each start to come with guests in line, soonest
// first, with the entries and people waiting and the people holding an offer of freed places.
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { formatBookingDate } from '../flow/booking-format';
import { ownerWaitlist, type WaitlistStart } from './waitlist-api';

export function OwnerWaitlist() {
  const intl = useIntl();
  const [starts, setStarts] = useState<WaitlistStart[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    ownerWaitlist(abort.signal).then(setStarts, () => {
      if (!abort.signal.aborted) setFailed(true);
    });
    return () => abort.abort();
  }, []);
  if (failed) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="waitlist-section">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {intl.formatMessage({ id: 'insights.waitlist.title' })}
        </Title>
        {!starts && <Skeleton height={48} radius="sm" />}
        {starts?.length === 0 && <Text c="dimmed">{intl.formatMessage({ id: 'insights.waitlist.empty' })}</Text>}
        {starts?.map((start) => (
          <Group key={`${start.serviceId}-${start.startsAt}`} justify="space-between" wrap="wrap" gap="xs" data-testid="waitlist-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {start.serviceTitle}
              </Text>
              <Text size="sm" c="dimmed">
                {formatBookingDate(start.date, intl)} · {start.startTime}
              </Text>
            </Stack>
            <Group gap={6} wrap="wrap">
              <Badge color="terracotta" variant="light" data-testid="waitlist-waiting">
                {intl.formatMessage({ id: 'insights.waitlist.waiting' }, { count: start.waiting, people: start.waitingPeople })}
              </Badge>
              {start.offeredPeople > 0 && (
                <Badge color="blue" variant="light">
                  {intl.formatMessage({ id: 'insights.waitlist.offered' }, { people: start.offeredPeople })}
                </Badge>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
