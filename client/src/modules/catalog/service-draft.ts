// What a provider typed into the service form and has not saved yet, kept in the browser so that a
// reload (or a closed tab) does not lose it: one draft per user and per service (or per brand's new
// service), restored on the next visit with a notice and a "Discard draft" action, removed on save.
import type { ServiceValues } from './service-values';

/** The part of the browser's `localStorage` the drafts use. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface ServiceDraft {
  values: ServiceValues;
  /** When the draft was last written (ISO 8601). */
  savedAt: string;
}

const PREFIX = 'lokalno.serviceDraft';

/** The draft's key: the user's, and the service's (or "new" in a brand). */
export function serviceDraftKey(userId: number, brandId: number, serviceId: number | undefined): string {
  return `${PREFIX}.${userId}.${serviceId === undefined ? `new-${brandId}` : serviceId}`;
}

export function saveServiceDraft(storage: DraftStorage, key: string, values: ServiceValues, now = new Date()): void {
  const draft: ServiceDraft = { values, savedAt: now.toISOString() };
  try {
    storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or refused storage: the form works as before, without a draft.
  }
}

/** The stored draft, or null when there is none or it cannot be read (then it is removed). */
export function loadServiceDraft(storage: DraftStorage, key: string): ServiceDraft | null {
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null; // storage refused by privacy settings: no draft
  }
  if (text === null) return null;
  try {
    const draft = JSON.parse(text) as Partial<ServiceDraft>;
    if (typeof draft.savedAt === 'string' && typeof draft.values === 'object' && draft.values !== null) {
      return { values: draft.values, savedAt: draft.savedAt };
    }
  } catch {
    // Not a draft of ours: forget it below.
  }
  storage.removeItem(key);
  return null;
}

export function discardServiceDraft(storage: DraftStorage, key: string): void {
  storage.removeItem(key);
}
