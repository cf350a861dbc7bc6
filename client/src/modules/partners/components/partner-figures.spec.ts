import { describe, expect, it } from 'vitest';
import { conversion, funnelStages, isEmpty, type Figures } from './partner-figures';

const figures: Figures = { visits: 40, requests: 4, accepted: 3, completed: 1, pendingCents: 3600, payableCents: 900, paidCents: 0 };

describe('partner figures', () => {
  it('lists the funnel from visit to experience', () => {
    expect(funnelStages(figures)).toEqual([
      { stage: 'visits', value: 40 },
      { stage: 'requests', value: 4 },
      { stage: 'accepted', value: 3 },
      { stage: 'completed', value: 1 },
    ]);
  });

  it('gives each stage as a share of the one before, none after a stage at 0', () => {
    expect(conversion(figures, 'visits')).toBeNull();
    expect(conversion(figures, 'requests')).toBe(0.1);
    expect(conversion(figures, 'accepted')).toBe(0.75);
    expect(conversion({ ...figures, accepted: 0 }, 'completed')).toBeNull();
  });

  it('is empty only without visits, requests and commission', () => {
    const none = { visits: 0, requests: 0, accepted: 0, completed: 0, pendingCents: 0, payableCents: 0, paidCents: 0 };
    expect(isEmpty(none)).toBe(true);
    expect(isEmpty({ ...none, visits: 1 })).toBe(false);
    expect(isEmpty({ ...none, paidCents: 10 })).toBe(false);
  });
});
