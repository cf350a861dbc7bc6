import { beforeEach, describe, expect, it } from 'vitest';
import { decrementPendingCount, forgetPendingCount, getPendingCount, initialisePendingCount, setPendingCount } from './pending-count-store';

describe('the pending count', () => {
  beforeEach(() => forgetPendingCount());

  it('is unknown until initialised, then set from the stream', () => {
    expect(getPendingCount()).toBeNull();
    initialisePendingCount(3);
    expect(getPendingCount()).toBe(3);
    setPendingCount(5);
    expect(getPendingCount()).toBe(5);
  });

  it('is decremented and never goes below 0', () => {
    initialisePendingCount(1);
    decrementPendingCount();
    expect(getPendingCount()).toBe(0);
    decrementPendingCount();
    expect(getPendingCount()).toBe(0);
    setPendingCount(-4);
    expect(getPendingCount()).toBe(0);
    initialisePendingCount(Number.NaN);
    expect(getPendingCount()).toBe(0);
  });

  it('stays unknown when decremented before anything is known', () => {
    decrementPendingCount();
    expect(getPendingCount()).toBeNull();
  });
});
