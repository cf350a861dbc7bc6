// "Join the waitlist": what the booking widget offers instead of "Request to book" when the chosen
// start has too few places left for the chosen people. A guest gives an email; a signed-in customer
// joins with their account. The server checks the offers and people as for a booking request and
// emails a confirmation with a link to leave the line. A mobile number, if given, gets the offer by SMS too.
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../shared/api/api-error';
import { useSession } from '../../accounts/auth-store';
import type { BookingChoice } from '../widget/booking-choice';
import { joinWaitlist, type WaitlistEntry } from './waitlist-api';

export function JoinWaitlist({ choice, placesLeft }: { choice: BookingChoice; placesLeft: number }) {
  const intl = useIntl();
  const { user } = useSession();
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [working, setWorking] = useState(false);
  const [joined, setJoined] = useState<{ key: string; entry: WaitlistEntry } | null>(null);
  const [error, setError] = useState<{ key: string; text: string; field?: 'email' | 'phone' } | null>(null);
  const key = JSON.stringify(choice);

  async function join() {
    if (!choice.date || !choice.startTime) return;
    setWorking(true);
    setError(null);
    try {
      const entry = await joinWaitlist(choice.serviceId, {
        date: choice.date,
        startTime: choice.startTime,
        offers: choice.offers,
        ...(user ? {} : { email: email.trim() }),
        ...(phone.trim() ? { phone: phone.trim() } : {}),
      });
      setJoined({ key, entry });
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      const field = fields?.email !== undefined ? 'email' : fields?.phone !== undefined ? 'phone' : undefined;
      const text =
        (field && fields?.[field]) ??
        (failure instanceof ApiError && failure.status < 500 ? failure.message : intl.formatMessage({ id: 'error.generic' }));
      setError({ key, text, field });
    } finally {
      setWorking(false);
    }
  }

  if (joined?.key === key)
    return (
      <Alert
        color="teal"
        variant="light"
        role="status"
        data-testid="waitlist-joined"
        title={intl.formatMessage({ id: 'waitlist.joinedTitle' })}
      >
        {intl.formatMessage({ id: 'waitlist.joined' }, { position: joined.entry.position ?? 1 })}
      </Alert>
    );

  const shownError = error?.key === key ? error : null;
  return (
    <Stack gap="xs" data-testid="join-waitlist">
      <Text size="sm" fw={600} c="terracotta.8">
        {placesLeft === 0
          ? intl.formatMessage({ id: 'waitlist.full' })
          : intl.formatMessage({ id: 'waitlist.tooFew' }, { count: placesLeft })}
      </Text>
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'waitlist.explain' })}
      </Text>
      {user ? (
        <Text size="sm">{intl.formatMessage({ id: 'waitlist.asAccount' }, { email: user.email })}</Text>
      ) : (
        <TextInput
          type="email"
          autoComplete="email"
          label={intl.formatMessage({ id: 'waitlist.email' })}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={shownError?.field === 'email' ? shownError.text : undefined}
          data-testid="waitlist-email"
        />
      )}
      <TextInput
        type="tel"
        autoComplete="tel"
        label={intl.formatMessage({ id: 'waitlist.phone' })}
        description={intl.formatMessage({ id: 'waitlist.phoneHint' })}
        value={phone}
        onChange={(event) => setPhone(event.currentTarget.value)}
        error={shownError?.field === 'phone' ? shownError.text : undefined}
        data-testid="waitlist-phone"
      />
      {shownError && shownError.field === undefined && (
        <Alert color="red" variant="light" role="alert" data-testid="waitlist-error">
          {shownError.text}
        </Alert>
      )}
      <Button
        size="md"
        radius="xl"
        fullWidth
        variant="outline"
        loading={working}
        onClick={() => void join()}
        data-testid="join-waitlist-button"
      >
        {intl.formatMessage({ id: 'waitlist.join' })}
      </Button>
    </Stack>
  );
}
