import { describe, expect, it } from 'vitest';
import { newServiceValues } from './service-values';
import { discardServiceDraft, loadServiceDraft, saveServiceDraft, serviceDraftKey, type DraftStorage } from './service-draft';

/** The browser's storage as the drafts use it: texts by key. */
class MemoryStorage implements DraftStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

describe('service drafts', () => {
  it('keeps one draft per user and per service, a new service per brand', () => {
    expect(serviceDraftKey(7, 3, 42)).toBe('lokalno.serviceDraft.7.42');
    expect(serviceDraftKey(7, 3, undefined)).toBe('lokalno.serviceDraft.7.new-3');
    expect(serviceDraftKey(8, 3, 42)).not.toBe(serviceDraftKey(7, 3, 42));
  });

  it('gives back what was saved, with when', () => {
    const storage = new MemoryStorage();
    const values = { ...newServiceValues(null, 'en'), title: 'Olive oil tasting', included: ['Bread', 'Water'] };
    const key = serviceDraftKey(7, 3, undefined);
    saveServiceDraft(storage, key, values, new Date('2026-07-14T09:30:00Z'));
    expect(loadServiceDraft(storage, key)).toEqual({ values, savedAt: '2026-07-14T09:30:00.000Z' });
    expect(loadServiceDraft(storage, serviceDraftKey(8, 3, undefined))).toBeNull();
  });

  it('is gone once discarded (or saved)', () => {
    const storage = new MemoryStorage();
    const key = serviceDraftKey(7, 3, 42);
    saveServiceDraft(storage, key, newServiceValues(null, 'en'));
    discardServiceDraft(storage, key);
    expect(loadServiceDraft(storage, key)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('forgets what it cannot read', () => {
    const storage = new MemoryStorage();
    storage.setItem('lokalno.serviceDraft.7.42', '{not json');
    storage.setItem('lokalno.serviceDraft.7.43', JSON.stringify({ values: null }));
    expect(loadServiceDraft(storage, 'lokalno.serviceDraft.7.42')).toBeNull();
    expect(loadServiceDraft(storage, 'lokalno.serviceDraft.7.43')).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('leaves the form working when the storage refuses to write', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveServiceDraft(full, 'k', newServiceValues(null, 'en'))).not.toThrow();
  });

  it('finds no draft where the browser refuses storage, instead of failing the form', () => {
    const refused: DraftStorage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    const key = serviceDraftKey(7, 3, 42);
    expect(() => saveServiceDraft(refused, key, newServiceValues(null, 'en'))).not.toThrow();
    expect(loadServiceDraft(refused, key)).toBeNull();
  });
});
