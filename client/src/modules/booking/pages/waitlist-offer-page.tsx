// /waitlist/offer?token=…: the link of a waitlist offer's email. It shows the start and the places
// held for the guest until when, and "Book these places" opens the booking flow with them: the
// booking request is made from the offer's token and takes the held places instead of new ones.
import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { newBookingRequestId } from '../booking-api';
import { formatBookingDate } from '../flow/booking-format';
import { useWaitlistEntry } from '../waitlist/use-waitlist-entry';
import { bookWaitlistOffer } from '../waitlist/waitlist-api';

export default function WaitlistOfferPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const title = intl.formatMessage({ id: 'waitlist.offer.title' });
  usePageTitle(title);
  const { entry, problem } = useWaitlistEntry(token);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function book() {
    if (!entry) return;
    setWorking(true);
    setError(null);
    const id = newBookingRequestId();
    try {
      await bookWaitlistOffer(id, token);
      void navigate(`/booking/${id}`);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 410) setError(intl.formatMessage({ id: 'waitlist.offer.closed' }));
      else setError(failure instanceof ApiError && failure.status < 500 ? failure.message : intl.formatMessage({ id: 'error.generic' }));
    } finally {
      setWorking(false);
    }
  }

  const open = entry?.state === 'OFFERED';
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        {problem && (
          <Alert color={problem === 'other' ? 'red' : 'yellow'} variant="light" role="alert" data-testid="waitlist-problem">
            {intl.formatMessage({
              id: problem === 'expired' ? 'waitlist.offer.closed' : problem === 'notFound' ? 'waitlist.link.notFound' : 'error.generic',
            })}
          </Alert>
        )}
        {!entry && !problem && <Skeleton height={180} radius="md" />}
        {entry && (
          <Paper withBorder radius="lg" p="lg" data-testid="waitlist-offer">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {entry.serviceTitle}
              </Title>
              <Text fw={600}>
                {intl.formatMessage({ id: 'waitlist.offer.start' }, { date: formatBookingDate(entry.date, intl), time: entry.startTime })}
              </Text>
              <Text>{intl.formatMessage({ id: 'waitlist.offer.people' }, { count: entry.people })}</Text>
              {open ? (
                <>
                  <Text c="dimmed">{intl.formatMessage({ id: 'waitlist.offer.intro' })}</Text>
                  {entry.offerExpiresAt && (
                    <Text fw={600} c="terracotta.8" data-testid="offer-until">
                      {intl.formatMessage(
                        { id: 'waitlist.offer.until' },
                        {
                          time: intl.formatDate(new Date(entry.offerExpiresAt), {
                            day: 'numeric',
                            month: 'long',
                            hour: '2-digit',
                            minute: '2-digit',
                            timeZone: 'Europe/Zagreb',
                          }),
                        },
                      )}
                    </Text>
                  )}
                  {error && (
                    <Alert color="red" variant="light" role="alert" data-testid="offer-error">
                      {error}
                    </Alert>
                  )}
                  <Button size="md" radius="xl" loading={working} onClick={() => void book()} data-testid="book-offer">
                    {intl.formatMessage({ id: 'waitlist.offer.book' })}
                  </Button>
                </>
              ) : (
                <Alert color="yellow" variant="light" data-testid="offer-closed">
                  {intl.formatMessage({ id: 'waitlist.offer.closed' })}
                </Alert>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
