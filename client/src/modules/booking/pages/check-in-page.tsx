// /dashboard/check-in, the provider's phone at the meeting point: scan the voucher's QR code (camera
// or a photo) or type the reservation number, see who it is, how many, what they booked and whether
// it is valid today, then one big tap checks them in. The answer says it plainly: checked in, already
// checked in (when, by whom), another day, cancelled… `?number=` (from the Today list) looks it up at once.
import { Alert, Badge, Button, Card, Container, Divider, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messages';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { checkIn, previewCheckIn, type CheckInLookup, type CheckInStatus, type CheckInView } from '../check-in/check-in-api';
import { QrScanner } from '../check-in/qr-scanner';
import { formatBookingDate } from '../flow/booking-format';

const STATUS_COLOR: Record<CheckInStatus, string> = {
  READY: 'green',
  CHECKED_IN: 'green',
  ALREADY_CHECKED_IN: 'orange',
  WRONG_DAY: 'red',
  NO_SHOW: 'red',
  CANCELLED: 'red',
  REJECTED: 'red',
  PENDING: 'red',
  EXPIRED: 'red',
};

function zagrebTime(at: string, intl: IntlShape): string {
  return intl.formatTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Zagreb' });
}

/** The status in words: "Valid for today", "Already checked in at 10:02 by Ana Horvat", "Not valid today: …". */
export function statusText(view: CheckInView, intl: IntlShape): string {
  const id = `checkIn.status.${view.status}` as MessageId;
  return intl.formatMessage(
    { id },
    {
      time: view.checkedInAt ? zagrebTime(view.checkedInAt, intl) : '',
      name: view.checkedInBy ?? '',
      date: `${formatBookingDate(view.date, intl)}, ${view.startTime}`,
    },
  );
}

function errorText(failure: unknown): string {
  return failure instanceof Error ? failure.message : String(failure);
}

function BookingCard({ view }: { view: CheckInView }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="md" data-testid="check-in-preview" data-status={view.status}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text size="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {view.guestName ?? view.email}
            </Text>
            {view.guestName && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {view.email}
              </Text>
            )}
          </Stack>
          <Badge size="xl" variant="light" color="blue">
            {intl.formatMessage({ id: 'checkIn.people' }, { count: view.people })}
          </Badge>
        </Group>
        <Divider />
        <Text fw={600}>{view.serviceTitle}</Text>
        <Text size="sm">
          {formatBookingDate(view.date, intl)}, {view.startTime}
        </Text>
        <Text size="sm" c="dimmed">
          {view.offers.map((offer) => `${offer.quantity} × ${offer.name}`).join(', ')}
        </Text>
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'reservationCard.number' }, { number: view.number })}
        </Text>
        <Paper radius="sm" px="sm" py={6} bg={`var(--mantine-color-${STATUS_COLOR[view.status]}-light)`}>
          <Text fw={700} c={`var(--mantine-color-${STATUS_COLOR[view.status]}-light-color)`} data-testid="check-in-status">
            {statusText(view, intl)}
          </Text>
        </Paper>
      </Stack>
    </Card>
  );
}

function Answer({ view }: { view: CheckInView }) {
  const intl = useIntl();
  const ok = view.status === 'CHECKED_IN';
  return (
    <Alert
      color={`${STATUS_COLOR[view.status]}.9`}
      variant="filled"
      radius="md"
      role="status"
      data-testid="check-in-answer"
      data-status={view.status}
      title={intl.formatMessage({ id: ok ? 'checkIn.answer.done' : 'checkIn.answer.refused' })}
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)' }, message: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700 } }}
    >
      {ok
        ? intl.formatMessage(
            { id: 'checkIn.answer.checkedIn' },
            { guest: view.guestName ?? view.email, people: intl.formatMessage({ id: 'checkIn.people' }, { count: view.people }) },
          )
        : statusText(view, intl)}
    </Alert>
  );
}

export default function CheckInPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'checkIn.title' });
  usePageTitle(title);
  const [params] = useSearchParams();
  const [number, setNumber] = useState(params.get('number') ?? '');
  const [lookup, setLookup] = useState<CheckInLookup | null>(null);
  const [preview, setPreview] = useState<CheckInView | null>(null);
  const [answer, setAnswer] = useState<CheckInView | null>(null);
  // One nonce per tap: a retried tap (a dropped answer) sends the same one and gets the same answer.
  const [nonce, setNonce] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [numberError, setNumberError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const find = useCallback(async (next: CheckInLookup) => {
    setBusy(true);
    setError(null);
    setNumberError(null);
    setAnswer(null);
    setPreview(null);
    setLookup(next);
    setNonce(crypto.randomUUID());
    try {
      setPreview(await previewCheckIn(next));
    } catch (failure) {
      const fields = (failure as { fields?: Record<string, string> }).fields;
      if ('number' in next && fields?.number) setNumberError(fields.number);
      else setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    const initial = params.get('number');
    if (initial) void find({ number: initial });
    // Only the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    if (!number.trim()) {
      setNumberError(intl.formatMessage({ id: 'checkIn.number.required' }));
      return;
    }
    void find({ number: number.trim() });
  };

  const tap = async () => {
    if (!lookup) return;
    setBusy(true);
    setError(null);
    try {
      const result = await checkIn(lookup, nonce);
      setAnswer(result);
      setPreview(result);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  const next = () => {
    setLookup(null);
    setPreview(null);
    setAnswer(null);
    setError(null);
    setNumber('');
  };

  return (
    <Container size="xs" px={0}>
      <Stack gap="md">
        <Stack gap={0}>
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{intl.formatMessage({ id: 'checkIn.intro' })}</Text>
        </Stack>

        <Paper withBorder radius="md" p="md">
          <Stack gap="md">
            <QrScanner onCode={(token) => void find({ token })} disabled={busy} />
            <form onSubmit={submitNumber} noValidate>
              <Group align="flex-end" gap="sm" wrap="nowrap">
                <TextInput
                  style={{ flex: 1 }}
                  size="md"
                  label={intl.formatMessage({ id: 'checkIn.number.label' })}
                  placeholder={intl.formatMessage({ id: 'checkIn.number.placeholder' })}
                  value={number}
                  onChange={(event) => setNumber(event.currentTarget.value)}
                  error={numberError}
                  autoCapitalize="characters"
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={20}
                  data-testid="check-in-number"
                />
                <Button type="submit" size="md" variant="default" loading={busy && !preview} mb={numberError ? 22 : 0}>
                  {intl.formatMessage({ id: 'checkIn.find' })}
                </Button>
              </Group>
            </form>
          </Stack>
        </Paper>

        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {answer && <Answer view={answer} />}
        {preview && <BookingCard view={preview} />}
        {preview?.status === 'READY' && !answer && (
          <Button size="xl" fullWidth color="green.9" onClick={tap} loading={busy} data-testid="check-in-button">
            {intl.formatMessage({ id: 'checkIn.button' })}
          </Button>
        )}
        {(answer || (preview && preview.status !== 'READY')) && (
          <Button size="lg" variant="light" fullWidth onClick={next} data-testid="check-in-next">
            {intl.formatMessage({ id: 'checkIn.next' })}
          </Button>
        )}
        <Text size="sm" ta="center">
          <Link to="/dashboard/recent">{intl.formatMessage({ id: 'checkIn.backToToday' })}</Link>
        </Text>
      </Stack>
    </Container>
  );
}
