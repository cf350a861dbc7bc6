// The guest's booking choice held by the service page, so the desktop box and the phone drawer share it.
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
  const current = choice.serviceId === serviceId ? choice : emptyChoice(serviceId);
  const chooseDate = useCallback((date: string) => setChoice((was) => withDate(was, date)), []);
  const chooseStartTime = useCallback((startTime: string) => setChoice((was) => ({ ...was, startTime })), []);
  const setQuantity = useCallback(
    (offerId: number, quantity: number) => setChoice((was) => ({ ...was, offers: withQuantity(was.offers, offerId, quantity) })),
    [],
  );
  return { choice: current, chooseDate, chooseStartTime, setQuantity };
}
