import { describe, expect, it } from 'vitest';
import { canHydrate, type SsrState } from './ssr-state';

const state: SsrState = { url: '/things-to-do?q=wine', language: 'en', answers: {}, loaderData: {} };
const guest = { url: '/things-to-do?q=wine', language: 'en' as const, currency: 'EUR', signedIn: false, referred: false };

describe('canHydrate', () => {
  it('hydrates what a guest paying in EUR sees in the same language at the same address', () => {
    expect(canHydrate(state, guest)).toBe(true);
  });

  it('renders afresh for a signed-in visitor (the header, their own answers)', () => {
    expect(canHydrate(state, { ...guest, signedIn: true })).toBe(false);
  });

  it("renders afresh for a guest who came through a partner's link (exclusive services)", () => {
    expect(canHydrate(state, { ...guest, referred: true })).toBe(false);
  });

  it('renders afresh in HRK, in another language, or at another address', () => {
    expect(canHydrate(state, { ...guest, currency: 'HRK' })).toBe(false);
    expect(canHydrate(state, { ...guest, language: 'hr' })).toBe(false);
    expect(canHydrate(state, { ...guest, url: '/things-to-do?q=beer' })).toBe(false);
  });
});
