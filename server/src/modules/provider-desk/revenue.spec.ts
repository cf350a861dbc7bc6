import { describe, expect, it } from 'vitest';
import { revenuePeriod } from './revenue.service.js';

const period = (from: string | null, to: string | null) => {
  const { from: first, to: last } = revenuePeriod({ from, to }, '2026-07');
  return [first.toString(), last.toString()];
};

describe('the revenue period', () => {
  it('defaults to the 12 months up to the current one', () => {
    expect(period(null, null)).toEqual(['2025-08', '2026-07']);
    expect(period(null, '2026-03')).toEqual(['2025-04', '2026-03']);
    expect(period('2026-01', null)).toEqual(['2026-01', '2026-07']);
  });

  it('takes up to 36 months and names the field that is off', () => {
    expect(period('2023-08', '2026-07')).toEqual(['2023-08', '2026-07']);
    expect(() => period('2023-07', '2026-07')).toThrow(
      expect.objectContaining({ fields: { from: expect.objectContaining({ id: 'insights.periodTooLong' }) } }),
    );
    expect(() => period('2026-05', '2026-04')).toThrow(
      expect.objectContaining({ fields: { to: expect.objectContaining({ id: 'insights.toBeforeFrom' }) } }),
    );
    expect(() => period('2026-08', null)).toThrow(
      expect.objectContaining({ fields: { from: expect.objectContaining({ id: 'insights.toBeforeFrom' }) } }),
    );
  });
});
