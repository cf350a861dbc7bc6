// The refund policy's period ("a full refund up to N days / N hours before the start"): when the
// provider switches the unit, the number follows it (24 hours become 1 day), so that the period the
// guest is promised stays the same instead of silently becoming 24 days.
import type { CancellationPolicy } from '../../graphql/generated';

const HOURS_PER_DAY = 24;

export interface ConvertedPeriod {
  /** The number for the new unit, as the form holds it ('' when there was none). */
  value: string;
  /** True when whole days could not hold the hours exactly: rounded up (the guest keeps at least as long). */
  rounded: boolean;
}

/** The period `value` (a whole number as typed) moved from one policy's unit to another's. */
export function convertRefundPeriod(value: string, from: CancellationPolicy, to: CancellationPolicy): ConvertedPeriod {
  const number = Number(value.trim());
  if (value.trim() === '' || !Number.isInteger(number) || number < 0 || from === to || from === 'NO_REFUND' || to === 'NO_REFUND') {
    return { value, rounded: false };
  }
  if (to === 'FULL_REFUND_HOURS') return { value: String(number * HOURS_PER_DAY), rounded: false };
  const days = Math.ceil(number / HOURS_PER_DAY);
  return { value: String(days), rounded: days * HOURS_PER_DAY !== number };
}
