// The provider's change proposal: a day from the service's calendar, a start of that day with room
// for the people, the booking's offers with quantities (the people rules shown as the guest sees
// them), an optional note, and the new total with the difference, before sending it to the guest.
// The total is previewed as the server prices it: at the service's current offers (common's changePrice).
import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { peopleCount, type ChangePrice } from '../../../../../common/booking-rules';
import { useCurrency } from '../../../shared/format/currency-store';
import { monthRange, quantityOf, shiftMonth, todayInZagreb, withQuantity } from '../widget/booking-choice';
import { MonthCalendar } from '../widget/month-calendar';
import { amounts } from '../flow/booking-format';
import type { Reservation } from '../reservation-api';
import { availability, proposeChange, serviceConditions, type AvailabilityDay, type ServiceConditions } from './desk-api';
import { changePeopleProblem, changePreview, differenceOf, startsWithRoom, type OfferQuantity } from './desk-rules';

const NOTE_MAX = 2000;
const MAX_QUANTITY = 99;

interface Props {
  reservation: Reservation | null;
  onClose(): void;
  onSent(reservation: Reservation): void;
}

/** The booked offers' group sizes: the people count until the service's current offers are loaded. */
function bookedGroups(reservation: Reservation): { id: number; groupNumber: number }[] {
  return reservation.offers.map((offer) => ({
    id: offer.offerId,
    groupNumber: offer.groupNumber ?? Math.max(1, Math.round(offer.people / Math.max(offer.quantity, 1))),
  }));
}

function useMonth(serviceId: number, month: string) {
  const [days, setDays] = useState<AvailabilityDay[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    const range = monthRange(month);
    setDays(null);
    availability(serviceId, range.from, range.to, abort.signal)
      .then((loaded) => setDays(loaded.days))
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => abort.abort();
  }, [serviceId, month]);
  return { days, error };
}

function ChangeForm({
  reservation: r,
  onClose,
  onSent,
}: {
  reservation: Reservation;
  onClose(): void;
  onSent(reservation: Reservation): void;
}) {
  const intl = useIntl();
  const today = useMemo(() => todayInZagreb(), []);
  const [month, setMonth] = useState(r.date.slice(0, 7) < today.slice(0, 7) ? today.slice(0, 7) : r.date.slice(0, 7));
  const [date, setDate] = useState<string | null>(r.date);
  const [startTime, setStartTime] = useState<string | null>(r.startTime);
  const [quantities, setQuantities] = useState<OfferQuantity[]>(() =>
    r.offers.map((offer) => ({ offerId: offer.offerId, quantity: offer.quantity })),
  );
  const [note, setNote] = useState('');
  const [service, setService] = useState<ServiceConditions | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const { days, error: loadError } = useMonth(r.service.id, month);

  useEffect(() => {
    const abort = new AbortController();
    serviceConditions(r.service.id, abort.signal)
      .then(setService)
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => abort.abort();
  }, [r.service.id]);

  const limits = service?.conditions ?? null;
  const preview = service ? changePreview(service.offers, quantities, r) : null;
  const people = preview ? preview.people : peopleCount(bookedGroups(r), quantities);
  const problem = limits && people > 0 ? changePeopleProblem(people, limits) : null;
  const current = { date: r.date, startTime: r.startTime, people: r.people };
  const startsOf = (day: Pick<AvailabilityDay, 'date' | 'bookable' | 'startTimes'>) =>
    day.bookable ? startsWithRoom(day.startTimes, people, current, day.date) : [];
  const bookable = new Set((days ?? []).filter((day) => startsOf(day).length > 0).map((day) => day.date));
  const dayStarts = date ? startsOf((days ?? []).find((day) => day.date === date) ?? { date, bookable: false, startTimes: [] }) : [];
  const startFits = startTime !== null && dayStarts.some((start) => start.time === startTime);
  const unchanged =
    date === r.date && startTime === r.startTime && r.offers.every((offer) => quantityOf(quantities, offer.offerId) === offer.quantity);
  const ready = preview !== null && date !== null && startFits && people > 0 && !problem && !unchanged;

  const send = async () => {
    if (!ready || !date || !startTime) return;
    setBusy(true);
    setError(null);
    setFields({});
    try {
      const updated = await proposeChange(r.id, {
        date,
        startTime,
        offers: quantities.filter((entry) => entry.quantity > 0),
        note: note.trim() || null,
      });
      onSent(updated);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setFields((failure as { fields?: Record<string, string> }).fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'desk.change.intro' })}
      </Text>
      <Stack gap={6}>
        <Text fw={600} size="sm">
          {intl.formatMessage({ id: 'desk.change.offers' })}
        </Text>
        {r.offers.map((offer) => {
          const quantity = quantityOf(quantities, offer.offerId);
          const nameId = `change-offer-${offer.offerId}`;
          return (
            <Group key={offer.offerId} justify="space-between" wrap="nowrap" data-testid="change-offer">
              <Text size="sm" id={nameId} style={{ minWidth: 0 }}>
                {offer.name}
              </Text>
              <Group gap={6} wrap="nowrap" role="group" aria-labelledby={nameId}>
                <ActionIcon
                  variant="default"
                  radius="xl"
                  disabled={quantity === 0}
                  onClick={() => setQuantities((was) => withQuantity(was, offer.offerId, quantity - 1))}
                  aria-label={intl.formatMessage({ id: 'bookingWidget.less' }, { offer: offer.name })}
                >
                  −
                </ActionIcon>
                <Text w={24} ta="center" fw={700} aria-live="polite">
                  {quantity}
                </Text>
                <ActionIcon
                  variant="default"
                  radius="xl"
                  disabled={quantity >= MAX_QUANTITY}
                  onClick={() => setQuantities((was) => withQuantity(was, offer.offerId, quantity + 1))}
                  aria-label={intl.formatMessage({ id: 'bookingWidget.more' }, { offer: offer.name })}
                >
                  +
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
        {limits && (
          <Text size="sm" c="dimmed" data-testid="change-people">
            {intl.formatMessage({ id: 'desk.change.people' }, { count: people, min: limits.minPeople, max: limits.maxPeople })}
          </Text>
        )}
        {(problem || fields.offers || fields.people) && (
          <Text size="sm" c="red" role="alert" data-testid="change-people-problem">
            {problem
              ? intl.formatMessage(
                  { id: problem.code === 'MAX_PEOPLE' ? 'bookingWidget.maxPeople' : 'bookingWidget.minPeople' },
                  { limit: problem.limit },
                )
              : (fields.offers ?? fields.people)}
          </Text>
        )}
      </Stack>
      <Divider />
      <Text fw={600} size="sm">
        {intl.formatMessage({ id: 'desk.change.date' })}
      </Text>
      <MonthCalendar
        month={month}
        firstMonth={today.slice(0, 7)}
        onMonth={(delta) => setMonth((was) => shiftMonth(was, delta))}
        bookable={bookable}
        selected={date}
        today={today}
        onSelect={(day) => {
          setDate(day);
          setStartTime(day === r.date ? r.startTime : null);
        }}
        loading={days === null}
      />
      {loadError && <Alert color="red">{loadError}</Alert>}
      <Stack gap={6}>
        <Text fw={600} size="sm" id="change-start-times">
          {intl.formatMessage({ id: 'desk.change.startTime' })}
        </Text>
        {days === null && <Skeleton height={44} />}
        {days !== null && !date && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'desk.change.chooseDate' })}
          </Text>
        )}
        {days !== null && date && dayStarts.length === 0 && (
          <Text size="sm" c="dimmed">
            {intl.formatMessage({ id: 'desk.change.noStarts' }, { count: people })}
          </Text>
        )}
        {dayStarts.length > 0 && (
          <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" role="group" aria-labelledby="change-start-times">
            {dayStarts.map((start) => {
              const selected = start.time === startTime;
              const isCurrent = date === r.date && start.time === r.startTime;
              return (
                <UnstyledButton
                  key={start.time}
                  onClick={() => setStartTime(start.time)}
                  aria-pressed={selected}
                  data-testid="change-start"
                  p={6}
                  style={{
                    borderRadius: 8,
                    textAlign: 'center',
                    border: `1px solid var(--mantine-color-${selected ? 'sea-7' : 'gray-4'})`,
                    background: selected ? 'var(--mantine-color-sea-7)' : undefined,
                    color: selected ? '#fff' : undefined,
                  }}
                >
                  <Text fw={700} size="sm" component="span" display="block">
                    {start.time}
                    {isCurrent && ` (${intl.formatMessage({ id: 'desk.change.current' })})`}
                  </Text>
                  <Text size="xs" component="span" display="block" c={selected ? undefined : 'dimmed'}>
                    {intl.formatMessage({ id: 'bookingWidget.placesLeft' }, { count: start.placesLeft })}
                  </Text>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        )}
        {fields.startTime && (
          <Text size="sm" c="red">
            {fields.startTime}
          </Text>
        )}
      </Stack>
      <Textarea
        label={intl.formatMessage({ id: 'desk.change.note' })}
        description={intl.formatMessage({ id: 'desk.change.noteHint' })}
        value={note}
        maxLength={NOTE_MAX}
        autosize
        minRows={2}
        onChange={(event) => setNote(event.currentTarget.value)}
        error={fields.note}
      />
      {preview ? <ChangePreview booking={r} preview={preview} /> : <Skeleton height={72} />}
      {unchanged && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'desk.change.unchanged' })}
        </Text>
      )}
      {error && !Object.keys(fields).length && <Alert color="red">{error}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {intl.formatMessage({ id: 'desk.change.back' })}
        </Button>
        <Button onClick={() => void send()} loading={busy} disabled={!ready} data-testid="send-change">
          {intl.formatMessage({ id: 'desk.change.send' })}
        </Button>
      </Group>
    </Stack>
  );
}

function ChangePreview({ booking, preview }: { booking: Reservation; preview: ChangePrice }) {
  const intl = useIntl();
  const currency = useCurrency();
  const difference = differenceOf(preview.differenceCents);
  const total = amounts(preview.totalCents, currency, intl.locale);
  return (
    <Stack gap={2} data-testid="change-preview">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'desk.change.currentTotal' })}
        </Text>
        <Text size="sm" c="dimmed">
          {amounts(booking.totalCents, currency, intl.locale).chosen}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700}>{intl.formatMessage({ id: 'desk.change.newTotal' })}</Text>
        <Text fw={700}>
          {total.chosen}{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            ({total.other})
          </Text>
        </Text>
      </Group>
      <Text size="sm" c={difference.kind === 'more' ? 'terracotta.8' : 'dimmed'} data-testid="change-difference">
        {intl.formatMessage(
          { id: `desk.difference.provider.${difference.kind}` },
          { amount: amounts(difference.cents, currency, intl.locale).chosen },
        )}
      </Text>
    </Stack>
  );
}

export function ChangeDialog({ reservation, onClose, onSent }: Props) {
  const intl = useIntl();
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={reservation !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'desk.change.title' })}
      size="lg"
      fullScreen={phone}
      data-testid="change-dialog"
    >
      {reservation && <ChangeForm key={reservation.id} reservation={reservation} onClose={onClose} onSent={onSent} />}
    </Modal>
  );
}
