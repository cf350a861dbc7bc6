// The booking conditions of a service as sentences (the "How to book" section).
import type { IntlShape } from 'react-intl';
import type { CancellationPolicy } from '../../../../graphql/generated';

/** "30 minutes", "2 hours", "1 hour 30 minutes". */
export function responseTimeText(minutes: number, intl: IntlShape): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 && intl.formatMessage({ id: 'preview.hours' }, { count: hours }),
    (rest > 0 || hours === 0) && intl.formatMessage({ id: 'preview.minutes' }, { count: rest }),
  ].filter((part): part is string => Boolean(part));
  return parts.join(' ');
}

export function cancellationText(policy: CancellationPolicy, before: number, intl: IntlShape): string {
  if (policy === 'FULL_REFUND_DAYS') return intl.formatMessage({ id: 'preview.cancellation.days' }, { count: before });
  if (policy === 'FULL_REFUND_HOURS') return intl.formatMessage({ id: 'preview.cancellation.hours' }, { count: before });
  return intl.formatMessage({ id: 'preview.cancellation.none' });
}
