// Step 1, Recap: the chosen date and start, the offers with quantities the guest can still change
// (0 removes an offer; removing every offer ends the request) and the discount code.
import { ActionIcon, Alert, Anchor, Badge, Button, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { peopleProblem } from '../../../../../common/booking-rules';
import { useCurrency } from '../../../shared/format/currency-store';
import { clearBookingRequest, confirmRecap, saveBookingRequest, type BookingRequest, type BookingRequestOffer } from '../booking-api';
import { amounts, formatBookingDate } from './booking-format';
import { peopleFor, quantitiesWith } from './booking-flow';
import { fieldErrorText, stepErrorText } from './step-errors';
import classes from './booking-flow.module.css';

/** Quantities above this are surely a typo (as in the booking widget). */
const MAX_QUANTITY = 99;

interface RecapStepProps {
  request: BookingRequest;
  servicePath: string;
  onChange(request: BookingRequest): void;
  /** Every offer removed: the request has ended. */
  onEnded(): void;
  onNext(request: BookingRequest): void;
  onError(error: unknown): boolean;
}

function OfferLine({ offer, busy, onQuantity }: { offer: BookingRequestOffer; busy: boolean; onQuantity(quantity: number): void }) {
  const intl = useIntl();
  const currency = useCurrency();
  const money = (cents: number) => amounts(cents, currency, intl.locale).chosen;
  const nameId = `recap-offer-${offer.offerId}`;
  return (
    <Stack gap={6} className={classes.offerRow} data-testid="recap-offer">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} id={nameId}>
            {offer.name}
          </Text>
          <Text size="sm" c="dimmed">
            {offer.groupNumber > 1
              ? intl.formatMessage({ id: 'booking.recap.unitGroup' }, { price: money(offer.unitPriceCents), count: offer.groupNumber })
              : intl.formatMessage({ id: 'booking.recap.unitPerson' }, { price: money(offer.unitPriceCents) })}
          </Text>
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="recap-line-total">
          {money(offer.lineTotalCents)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap">
        <Group gap={6} wrap="nowrap" role="group" aria-labelledby={nameId}>
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            disabled={busy}
            onClick={() => onQuantity(offer.quantity - 1)}
            aria-label={intl.formatMessage({ id: 'bookingWidget.less' }, { offer: offer.name })}
          >
            −
          </ActionIcon>
          <Text w={28} ta="center" fw={700} aria-live="polite" data-testid="recap-quantity">
            {offer.quantity}
          </Text>
          <ActionIcon
            variant="default"
            radius="xl"
            size="lg"
            disabled={busy || offer.quantity >= MAX_QUANTITY}
            onClick={() => onQuantity(offer.quantity + 1)}
            aria-label={intl.formatMessage({ id: 'bookingWidget.more' }, { offer: offer.name })}
          >
            +
          </ActionIcon>
        </Group>
        <Anchor
          component="button"
          type="button"
          size="sm"
          c="red.8"
          disabled={busy}
          onClick={() => onQuantity(0)}
          aria-label={intl.formatMessage({ id: 'booking.recap.removeOffer' }, { offer: offer.name })}
        >
          {intl.formatMessage({ id: 'booking.recap.remove' })}
        </Anchor>
      </Group>
    </Stack>
  );
}

export function RecapStep({ request, servicePath, onChange, onEnded, onNext, onError }: RecapStepProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [code, setCode] = useState(request.discountCode ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [applying, setApplying] = useState(false);

  /** Another date or time is a new choice: the held places go back, the guest chooses on the service page. */
  async function changeDate() {
    setBusy(true);
    try {
      await clearBookingRequest(request.id);
    } catch {
      // The hold expires by itself; the guest is not kept here for it.
    }
    void navigate(servicePath);
  }

  async function changeQuantity(offerId: number, quantity: number) {
    const offers = quantitiesWith(request.offers, offerId, quantity);
    const people = peopleFor(request.offers, offers);
    // Checked here first, with the service's limits, so the guest reads the rule at once.
    const rule = people > 0 ? peopleProblem(people, request.service) : null;
    if (rule) {
      setProblem(
        intl.formatMessage(
          { id: rule.code === 'MAX_PEOPLE' ? 'bookingWidget.maxPeople' : 'bookingWidget.minPeople' },
          { limit: rule.limit },
        ),
      );
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const saved = await saveBookingRequest(request.id, {
        serviceId: request.service.id,
        date: request.date,
        startTime: request.startTime,
        offers,
      });
      if (saved.status === 'ENDED') onEnded();
      else onChange(saved);
    } catch (error) {
      if (!onError(error)) setProblem(stepErrorText(error, intl));
    } finally {
      setBusy(false);
    }
  }

  async function applyCode(next: string | null) {
    setApplying(true);
    setCodeError(null);
    try {
      const saved = await confirmRecap(request.id, next);
      onChange(saved);
      setCode(saved.discountCode ?? '');
    } catch (error) {
      if (!onError(error)) setCodeError(fieldErrorText(error, 'discountCode') ?? stepErrorText(error, intl));
    } finally {
      setApplying(false);
    }
  }

  async function next(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      onNext(await confirmRecap(request.id, request.discountCode));
    } catch (error) {
      if (!onError(error)) setProblem(stepErrorText(error, intl));
    } finally {
      setBusy(false);
    }
  }

  const typed = code.trim().toUpperCase();
  return (
    <form onSubmit={(event) => void next(event)} noValidate aria-labelledby="recap-heading">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3" id="recap-heading">
            {intl.formatMessage({ id: 'booking.recap.title' })}
          </Title>
          <Text c="dimmed" size="sm">
            {intl.formatMessage({ id: 'booking.recap.when' }, { date: formatBookingDate(request.date, intl), time: request.startTime })}{' '}
            <Anchor component="button" type="button" size="sm" onClick={() => void changeDate()} disabled={busy} data-testid="change-date">
              {intl.formatMessage({ id: 'booking.recap.changeDate' })}
            </Anchor>
          </Text>
        </Stack>

        <Stack gap="sm">
          {request.offers.map((offer) => (
            <OfferLine
              key={offer.offerId}
              offer={offer}
              busy={busy}
              onQuantity={(quantity) => void changeQuantity(offer.offerId, quantity)}
            />
          ))}
          <Text size="sm" c="dimmed">
            {intl.formatMessage(
              { id: 'bookingWidget.people' },
              { count: request.people, min: request.service.minPeople, max: request.service.maxPeople },
            )}
          </Text>
          {problem && (
            <Alert color="red" variant="light" role="alert" data-testid="recap-problem">
              {problem}
            </Alert>
          )}
        </Stack>

        <Stack gap={6}>
          {request.discountCode ? (
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {intl.formatMessage({ id: 'booking.recap.discountCode' })}
              </Text>
              <Badge
                color="olive"
                variant="light"
                size="lg"
                data-testid="applied-code"
                rightSection={
                  <CloseButton
                    size="xs"
                    disabled={applying}
                    onClick={() => void applyCode(null)}
                    aria-label={intl.formatMessage({ id: 'booking.recap.removeCode' }, { code: request.discountCode })}
                  />
                }
              >
                {request.discountCode}
              </Badge>
            </Group>
          ) : (
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                id="discount-code"
                label={intl.formatMessage({ id: 'booking.recap.discountCode' })}
                placeholder={intl.formatMessage({ id: 'booking.recap.discountPlaceholder' })}
                value={code}
                onChange={(event) => {
                  setCode(event.currentTarget.value.toUpperCase());
                  setCodeError(null);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    if (typed) void applyCode(typed);
                  }
                }}
                error={codeError}
                autoComplete="off"
                flex={1}
                maw={320}
              />
              <Button variant="default" mt={25} loading={applying} disabled={!typed} onClick={() => void applyCode(typed)}>
                {intl.formatMessage({ id: 'booking.recap.apply' })}
              </Button>
            </Group>
          )}
        </Stack>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={busy} disabled={applying} data-testid="recap-next">
            {intl.formatMessage({ id: 'booking.recap.next' })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
