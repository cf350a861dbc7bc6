// The guest's booking choice held by the service page, so the desktop box and the phone drawer share it.
// Moving on to another service (a similar one, same screen) starts a fresh choice.
import { useCallback, useState } from 'react';
import { emptyChoice, withDate, withQuantity, type BookingChoice } from './booking-choice';

export interface BookingChoiceControls {
  choice: BookingChoice;
  chooseDate(date: string): void;
  chooseStartTime(time: string): void;
  setQuantity(offerId: number, quantity: number): void;
}

export function useBookingChoice(serviceId: number): BookingChoiceControls {
  const [choice, setChoice] = useState<BookingChoice>(() => emptyChoice(serviceId));
  const update = useCallback(
    (change: (was: BookingChoice) => BookingChoice) =>
      setChoice((was) => change(was.serviceId === serviceId ? was : emptyChoice(serviceId))),
    [serviceId],
  );
  const chooseDate = useCallback((date: string) => update((was) => withDate(was, date)), [update]);
  const chooseStartTime = useCallback((startTime: string) => update((was) => ({ ...was, startTime })), [update]);
  const setQuantity = useCallback(
    (offerId: number, quantity: number) => update((was) => ({ ...was, offers: withQuantity(was.offers, offerId, quantity) })),
    [update],
  );
  return { choice: choice.serviceId === serviceId ? choice : emptyChoice(serviceId), chooseDate, chooseStartTime, setQuantity };
}
