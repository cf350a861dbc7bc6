import { describe, expect, it } from 'vitest';
import { convertRefundPeriod } from './refund-period';

describe('convertRefundPeriod', () => {
  it('turns hours into days: 24 hours are 1 day, 48 hours 2 days', () => {
    expect(convertRefundPeriod('24', 'FULL_REFUND_HOURS', 'FULL_REFUND_DAYS')).toEqual({ value: '1', rounded: false });
    expect(convertRefundPeriod('48', 'FULL_REFUND_HOURS', 'FULL_REFUND_DAYS')).toEqual({ value: '2', rounded: false });
  });

  it('rounds hours that are not whole days up, and says so', () => {
    expect(convertRefundPeriod('36', 'FULL_REFUND_HOURS', 'FULL_REFUND_DAYS')).toEqual({ value: '2', rounded: true });
    expect(convertRefundPeriod('1', 'FULL_REFUND_HOURS', 'FULL_REFUND_DAYS')).toEqual({ value: '1', rounded: true });
    expect(convertRefundPeriod('0', 'FULL_REFUND_HOURS', 'FULL_REFUND_DAYS')).toEqual({ value: '0', rounded: false });
  });

  it('turns days into hours', () => {
    expect(convertRefundPeriod('1', 'FULL_REFUND_DAYS', 'FULL_REFUND_HOURS')).toEqual({ value: '24', rounded: false });
    expect(convertRefundPeriod(' 3 ', 'FULL_REFUND_DAYS', 'FULL_REFUND_HOURS')).toEqual({ value: '72', rounded: false });
  });

  it('leaves the value alone when there is nothing to convert', () => {
    expect(convertRefundPeriod('', 'FULL_REFUND_HOURS', 'FULL_REFUND_DAYS')).toEqual({ value: '', rounded: false });
    expect(convertRefundPeriod('abc', 'FULL_REFUND_HOURS', 'FULL_REFUND_DAYS')).toEqual({ value: 'abc', rounded: false });
    expect(convertRefundPeriod('24', 'FULL_REFUND_HOURS', 'FULL_REFUND_HOURS')).toEqual({ value: '24', rounded: false });
    expect(convertRefundPeriod('24', 'NO_REFUND', 'FULL_REFUND_DAYS')).toEqual({ value: '24', rounded: false });
    expect(convertRefundPeriod('2', 'FULL_REFUND_DAYS', 'NO_REFUND')).toEqual({ value: '2', rounded: false });
  });
});
