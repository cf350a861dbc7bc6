// /waitlist/leave?token=…: the "leave the waitlist" link of the waitlist emails. It says which start
// and group the entry is for and leaves the line with one click (an open offer's places go on to the
// next guest in line).
import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { formatBookingDate } from '../flow/booking-format';
import { useWaitlistEntry } from '../waitlist/use-waitlist-entry';
import { leaveWaitlist } from '../waitlist/waitlist-api';

export default function WaitlistLeavePage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const title = intl.formatMessage({ id: 'waitlist.leave.title' });
  usePageTitle(title);
  const { entry, problem } = useWaitlistEntry(token);
  const [working, setWorking] = useState(false);
  const [left, setLeft] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function leave() {
    setWorking(true);
    setError(null);
    try {
      await leaveWaitlist(token);
      setLeft(true);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : intl.formatMessage({ id: 'error.generic' }));
    } finally {
      setWorking(false);
    }
  }

  const inLine = entry?.state === 'WAITING' || entry?.state === 'OFFERED';
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {problem && (
          <Alert color={problem === 'other' ? 'red' : 'yellow'} variant="light" role="alert" data-testid="waitlist-problem">
            {intl.formatMessage({
              id: problem === 'expired' ? 'waitlist.link.expired' : problem === 'notFound' ? 'waitlist.link.notFound' : 'error.generic',
            })}
          </Alert>
        )}
        {!entry && !problem && <Skeleton height={140} radius="md" />}
        {entry && (
          <Paper withBorder radius="lg" p="lg" data-testid="waitlist-entry">
            <Stack gap="sm">
              <Text>
                {intl.formatMessage(
                  { id: 'waitlist.leave.intro' },
                  {
                    title: entry.serviceTitle,
                    start: intl.formatMessage(
                      { id: 'waitlist.offer.start' },
                      { date: formatBookingDate(entry.date, intl), time: entry.startTime },
                    ),
                    people: intl.formatMessage({ id: 'waitlist.offer.people' }, { count: entry.people }),
                  },
                )}
              </Text>
              {left ? (
                <Alert color="teal" variant="light" role="status" data-testid="waitlist-left">
                  {intl.formatMessage({ id: 'waitlist.leave.done' })}
                </Alert>
              ) : inLine ? (
                <>
                  {entry.position !== null && entry.position !== undefined && (
                    <Text c="dimmed">{intl.formatMessage({ id: 'waitlist.leave.position' }, { position: entry.position })}</Text>
                  )}
                  {error && (
                    <Alert color="red" variant="light" role="alert">
                      {error}
                    </Alert>
                  )}
                  <Button
                    color="red"
                    variant="outline"
                    radius="xl"
                    loading={working}
                    onClick={() => void leave()}
                    data-testid="leave-waitlist"
                  >
                    {intl.formatMessage({ id: 'waitlist.leave.button' })}
                  </Button>
                </>
              ) : (
                <Alert color="yellow" variant="light">
                  {intl.formatMessage({ id: 'waitlist.leave.closed' })}
                </Alert>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
