// The calendar booking widget of a service page: month calendar with bookable days, start times with
// places left, offers with quantities, the people rules, the total in both currencies and the conditions.
// The choice is a value (BookingChoice); `action` renders what takes it further (the booking flow).
// A full start stays choosable: when it has too few places left for the chosen people the widget
// offers "Join the waitlist" instead of the action.
import { ActionIcon, Divider, Group, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { totalCents, peopleCount, type BookableOffer } from '../../../../../common/booking-rules';
import type { PublicServiceFieldsFragment } from '../../../graphql/generated';
import { usePublicData } from '../../../shared/api/use-public-data';
import { serviceAvailability } from './availability-api';
import { useCurrency } from '../../../shared/format/currency-store';
import { useFormatPrice } from '../../../shared/format/use-format-price';
import { cancellationText, responseTimeText } from '../../catalog/components/preview/conditions';
import { choiceState, monthRange, quantityOf, shiftMonth, todayInZagreb, type BookingChoice, type ChoiceState } from './booking-choice';
import { JoinWaitlist } from '../waitlist/join-waitlist';
import { formatCents, otherCurrency } from './booking-money';
import { MonthCalendar } from './month-calendar';
import type { BookingChoiceControls } from './use-booking-choice';
import classes from './booking-widget.module.css';

type Offer = PublicServiceFieldsFragment['offers'][number];

/** Quantities above this are surely a typo; the people rules stop far earlier anyway. */
const MAX_QUANTITY = 99;

interface BookingWidgetProps extends BookingChoiceControls {
  service: PublicServiceFieldsFragment;
  /** What takes a complete choice further (the next issue's "Request to book"). */
  action?(choice: BookingChoice, state: ChoiceState): ReactNode;
}

function StartTimes({
  serviceId,
  date,
  selected,
  onSelect,
  days,
}: {
  serviceId: number;
  date: string;
  selected: string | null;
  onSelect(time: string): void;
  days: Map<string, { time: string; placesLeft: number }[]>;
}) {
  const intl = useIntl();
  const starts = days.get(date) ?? [];
  const labelId = `start-times-${serviceId}`;
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" id={labelId}>
        {intl.formatMessage({ id: 'bookingWidget.startTime' })}
      </Text>
      <div className={classes.times} role="group" aria-labelledby={labelId}>
        {starts.map((start) => (
          <UnstyledButton
            key={start.time}
            className={classes.time}
            data-selected={start.time === selected || undefined}
            aria-pressed={start.time === selected}
            onClick={() => onSelect(start.time)}
            data-testid="start-time"
          >
            <Text fw={700} size="sm" component="span" display="block">
              {start.time}
            </Text>
            <Text size="xs" component="span" className={classes.left} display="block">
              {start.placesLeft > 0
                ? intl.formatMessage({ id: 'bookingWidget.placesLeft' }, { count: start.placesLeft })
                : intl.formatMessage({ id: 'waitlist.fullStart' })}
            </Text>
          </UnstyledButton>
        ))}
      </div>
    </Stack>
  );
}

function OfferRow({ offer, quantity, onQuantity }: { offer: Offer; quantity: number; onQuantity(quantity: number): void }) {
  const intl = useIntl();
  const formatPrice = useFormatPrice();
  const group = offer.priceType.value.toUpperCase() === 'GROUP';
  const nameId = `offer-name-${offer.id}`;
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="offer-quantity">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600} size="sm" id={nameId}>
          {offer.name}
        </Text>
        <Text size="xs" c="dimmed">
          {offer.discountRate > 0 && (
            <Text span td="line-through" size="xs" mr={4}>
              {formatPrice(offer.initPrice)}
            </Text>
          )}
          <Text span fw={600} c="terracotta.8" size="xs">
            {formatPrice(offer.calculatedPrice)}
          </Text>{' '}
          {group
            ? intl.formatMessage({ id: 'offer.perGroup' }, { count: offer.groupNumber })
            : intl.formatMessage({ id: 'offer.perPerson' })}
        </Text>
      </Stack>
      <Group gap={6} wrap="nowrap" role="group" aria-labelledby={nameId}>
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          disabled={quantity === 0}
          onClick={() => onQuantity(quantity - 1)}
          aria-label={intl.formatMessage({ id: 'bookingWidget.less' }, { offer: offer.name })}
        >
          −
        </ActionIcon>
        <Text w={24} ta="center" fw={700} aria-live="polite" data-testid="quantity">
          {quantity}
        </Text>
        <ActionIcon
          variant="default"
          radius="xl"
          size="lg"
          disabled={quantity >= MAX_QUANTITY}
          onClick={() => onQuantity(quantity + 1)}
          aria-label={intl.formatMessage({ id: 'bookingWidget.more' }, { offer: offer.name })}
        >
          +
        </ActionIcon>
      </Group>
    </Group>
  );
}

function bookable(offer: Offer): BookableOffer {
  return {
    id: offer.id,
    priceCents: offer.priceCents,
    discountPriceCents: offer.discountRate > 0 ? (offer.discountPriceCents ?? null) : null,
    groupNumber: offer.groupNumber,
  };
}

export function BookingWidget({ service, choice, chooseDate, chooseStartTime, setQuantity, action }: BookingWidgetProps) {
  const intl = useIntl();
  const currency = useCurrency();
  const today = useMemo(() => todayInZagreb(), []);
  const firstMonth = today.slice(0, 7);
  const [month, setMonth] = useState(() => choice.date?.slice(0, 7) ?? firstMonth);
  const range = monthRange(month);
  const { data, loading } = usePublicData(
    `availability ${service.serviceId} ${range.from} ${range.to}`,
    (signal) => serviceAvailability(service.serviceId, range.from, range.to, { signal }),
    { fetchPolicy: 'cache-and-network' },
  );
  const days = useMemo(() => {
    const starts = new Map<string, { time: string; placesLeft: number }[]>();
    // Full starts too: a guest may join their waitlist.
    for (const day of data?.availability.days ?? []) if (day.startTimes.length > 0) starts.set(day.date, day.startTimes);
    return starts;
  }, [data]);
  const bookableDays = useMemo(
    () => new Set([...days].filter(([, starts]) => starts.some((start) => start.placesLeft > 0)).map(([date]) => date)),
    [days],
  );
  // Days the calendar lets the guest pick: bookable ones, and full ones (for the waitlist).
  const choosableDays = useMemo(() => new Set(days.keys()), [days]);
  // Late in a month with no free day left, the calendar opens on the next month (once, not while browsing).
  const movedOn = useRef(false);
  const loadedMonth = data?.availability.from.slice(0, 7);
  useEffect(() => {
    if (movedOn.current || loadedMonth !== firstMonth || month !== firstMonth || bookableDays.size > 0) return;
    movedOn.current = true;
    setMonth(shiftMonth(firstMonth, 1));
  }, [loadedMonth, firstMonth, month, bookableDays]);

  const offers = useMemo(() => service.offers.map(bookable), [service.offers]);
  const placesLeft =
    choice.date && choice.startTime ? (days.get(choice.date)?.find((start) => start.time === choice.startTime)?.placesLeft ?? null) : null;
  const state = choiceState(choice, offers, {
    minPeople: service.conditions.minPeople,
    maxPeople: service.conditions.maxPeople,
    placesLeft,
  });
  const people = peopleCount(offers, choice.offers);
  // Too few places left at the chosen start for a group the service takes: the waitlist instead.
  const waitlist =
    placesLeft !== null &&
    people > placesLeft &&
    choiceState(choice, offers, { minPeople: service.conditions.minPeople, maxPeople: service.conditions.maxPeople, placesLeft: null })
      .kind === 'READY';
  const total = totalCents(offers, choice.offers);
  const other = otherCurrency(currency);
  const { conditions } = service;

  return (
    <Stack gap="md" data-testid="booking-widget">
      <Title order={2} size="h4">
        {intl.formatMessage({ id: 'bookingWidget.title' })}
      </Title>
      {state.kind === 'INCOMPLETE' && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'bookingWidget.hint' })}
        </Text>
      )}
      <MonthCalendar
        month={month}
        firstMonth={firstMonth}
        onMonth={(delta) => setMonth((was) => shiftMonth(was, delta))}
        bookable={choosableDays}
        selected={choice.date}
        today={today}
        onSelect={chooseDate}
        loading={loading && !data}
      />
      {loading && !data && <Skeleton height={12} radius="sm" />}
      {data && bookableDays.size === 0 && (
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'bookingWidget.noDates' })}
        </Text>
      )}
      {choice.date && (
        <StartTimes serviceId={service.serviceId} date={choice.date} selected={choice.startTime} onSelect={chooseStartTime} days={days} />
      )}
      <Divider />
      <Stack gap="sm">
        <Text fw={600} size="sm">
          {intl.formatMessage({ id: 'bookingWidget.offers' })}
        </Text>
        {service.offers.map((offer) => (
          <OfferRow
            key={offer.id}
            offer={offer}
            quantity={quantityOf(choice.offers, offer.id)}
            onQuantity={(quantity) => setQuantity(offer.id, quantity)}
          />
        ))}
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'bookingWidget.people' }, { count: people, min: conditions.minPeople, max: conditions.maxPeople })}
        </Text>
        {state.kind === 'PEOPLE' && !waitlist && (
          <Text size="sm" c="red.8" fw={600} role="alert" data-testid="people-problem">
            {intl.formatMessage(
              { id: state.problem.code === 'MAX_PEOPLE' ? 'bookingWidget.maxPeople' : 'bookingWidget.minPeople' },
              { limit: state.problem.limit },
            )}
          </Text>
        )}
      </Stack>
      {total > 0 && (
        <>
          <Divider />
          <Group justify="space-between" align="baseline" data-testid="booking-total">
            <Text fw={700}>{intl.formatMessage({ id: 'bookingWidget.total' })}</Text>
            <Stack gap={0} align="flex-end">
              <Text fw={800} fz="xl" c="terracotta.8" data-testid="total-chosen">
                {formatCents(total, currency, intl.locale)}
              </Text>
              <Text size="xs" c="dimmed" data-testid="total-other">
                ({formatCents(total, other, intl.locale)})
              </Text>
            </Stack>
          </Group>
        </>
      )}
      {waitlist ? <JoinWaitlist choice={choice} placesLeft={placesLeft ?? 0} /> : action?.(choice, state)}
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {cancellationText(conditions.cancellationPolicy, conditions.cancellation, intl)}
        </Text>
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'preview.answer' }, { time: responseTimeText(conditions.maxResponseTime, intl) })}
        </Text>
      </Stack>
    </Stack>
  );
}
