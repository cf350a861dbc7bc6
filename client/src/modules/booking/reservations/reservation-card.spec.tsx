// @vitest-environment jsdom
// The guest's booking card: the provider's reason and note after they cancelled or rejected, and the
// "show it on arrival" hint only until the booking's day is over.
import { MantineProvider } from '@mantine/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/i18n/messages';
import type { Reservation } from '../reservation-api';
import { ReservationCard } from './reservation-card';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => {
  // Mantine asks for the colour scheme; jsdom has no matchMedia.
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function booking(overrides: Partial<Reservation>): Reservation {
  const date = overrides.date ?? dayFromNow(10);
  return {
    id: 7,
    number: '7KQ2-M9XD',
    state: 'ACCEPTED',
    cancelledBy: null,
    service: { id: 3, title: 'Olive oil tasting in Vodnjan', slug: 'olive-oil-tasting-in-vodnjan', regionSlug: 'istra', coverUrl: null },
    date,
    startTime: '10:00',
    startsAt: `${date}T08:00:00Z`,
    people: 2,
    offers: [
      {
        offerId: 1,
        name: 'Adult',
        priceType: 'PER_PERSON',
        groupNumber: null,
        quantity: 2,
        people: 2,
        priceCents: 2500,
        discountRate: 0,
        unitPriceCents: 2500,
        lineTotalCents: 5000,
      },
    ],
    subtotalCents: 5000,
    discountCode: null,
    discountCents: 0,
    discountPercent: null,
    feeCents: 0,
    feePercent: 0,
    totalCents: 5000,
    answerDeadline: `${date}T06:00:00Z`,
    payment: { state: 'CAPTURED' },
    guest: null,
    rejectionReason: null,
    rejectionNote: null,
    meetingPoint: 'Vinogradska 5, Vodnjan',
    latitude: 44.96,
    longitude: 13.85,
    arrivalInstructions: null,
    refundPolicy: { cancellationPolicy: 'FULL_REFUND_DAYS', cancellationBefore: 2 },
    canCancel: false,
    refundIfCancelledCents: 0,
    cancellationReason: null,
    cancellationNote: null,
    ...overrides,
  } as Reservation;
}

async function render(reservation: Reservation, locale: 'en' | 'hr' = 'en') {
  const container = document.createElement('div');
  root = createRoot(container);
  await act(async () =>
    root!.render(
      <MantineProvider forceColorScheme="light">
        <IntlProvider locale={locale} messages={messages[locale]}>
          <ReservationCard reservation={reservation} withMap={false} />
        </IntlProvider>
      </MantineProvider>,
    ),
  );
  return container;
}

describe('ReservationCard', () => {
  it("shows the provider's cancellation reason and note", async () => {
    const text = (
      await render(
        booking({
          state: 'CANCELLED',
          cancelledBy: 'PROVIDER',
          cancellationReason: { id: 2, code: 'WEATHER', name: 'Bad weather', nameEn: 'Bad weather', nameHr: 'Loše vrijeme' },
          cancellationNote: 'The bora closed the road.',
        }),
      )
    ).textContent;
    expect(text).toContain('The provider cancelled this booking');
    expect(text).toContain('Reason: Bad weather');
    expect(text).toContain("The provider's note: The bora closed the road.");
    expect(text).not.toContain('Show it on arrival');
  });

  it("shows the rejection's reason and note, in Croatian too", async () => {
    const text = (
      await render(
        booking({
          state: 'REJECTED',
          rejectionReason: { id: 2, code: 'WEATHER', name: 'Loše vrijeme' },
          rejectionNote: 'Javite se idući tjedan.',
        }),
        'hr',
      )
    ).textContent;
    expect(text).toContain('Razlog: Loše vrijeme');
    expect(text).toContain('Napomena pružatelja: Javite se idući tjedan.');
  });

  it("does not show the guest's own cancellation note as the provider's", async () => {
    const container = await render(booking({ state: 'CANCELLED', cancelledBy: 'GUEST', cancellationNote: 'Our flight was cancelled.' }));
    expect(container.textContent).toContain('You cancelled this booking.');
    expect(container.querySelector('[data-testid="provider-note"]')).toBeNull();
  });

  it('says "Show it on arrival" for a booking to come and not for a past one, which says when it took place', async () => {
    expect((await render(booking({ date: dayFromNow(10) }))).textContent).toContain('Show it on arrival.');
    act(() => root?.unmount());

    const past = (await render(booking({ date: '2025-06-14' }))).textContent;
    expect(past).not.toContain('Show it on arrival');
    expect(past).toContain('This experience took place on June 14, 2025.');
  });
});
