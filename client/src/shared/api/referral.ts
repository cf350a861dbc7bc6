// The sales partner's referral the browser keeps (README "Sales partners"): the signed token the visit
// call answered, the object's name and when it stops counting; first-party (localStorage), no personal
// data; the last referral wins and it is dropped after `expiresAt`. Every API call sends it as the
// `Lokalno-Referral` header; while a visit through `?ref=CODE` is being recorded, the bare code stands
// in (the server takes it as a visit now), so the page's first requests already open the partner's
// exclusive services.
import { createStore, useStore, type Store } from '../state/create-store';
import { localArea } from '../state/browser-storage';

export const REFERRAL_HEADER = 'Lokalno-Referral';
const KEY = 'referral';

export interface Referral {
  /** The signed referral (CODE.SECONDS.MAC) to send back. */
  token: string;
  /** The partner's object the guest came through ("Recommended by …"). */
  objectName: string;
  /** ISO 8601: after it the referral counts for nothing and is forgotten. */
  expiresAt: string;
}

/** What POST /api/referrals/visits answers. */
export interface ReferralVisit {
  objectName: string;
  referralCode: string;
  visitedAt: string;
  expiresAt: string;
}

function isReferral(value: unknown): value is Referral {
  const candidate = value as Partial<Referral> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.token === 'string' &&
    candidate.token !== '' &&
    typeof candidate.objectName === 'string' &&
    typeof candidate.expiresAt === 'string' &&
    !Number.isNaN(Date.parse(candidate.expiresAt))
  );
}

const live = (referral: Referral | null, now: number): Referral | null =>
  referral && Date.parse(referral.expiresAt) > now ? referral : null;

/** The kept referral, its storage and the code of a visit being recorded. */
export interface ReferralKeeper {
  /** The referral in force (null when none, or once it expired). */
  current(): Referral | null;
  /** Keeps the referral a visit answered: it replaces any earlier one (last referral wins). */
  keep(visit: ReferralVisit): Referral;
  /** A visit through `code` is being recorded (null: it ended). */
  setPending(code: string | null): void;
  /** What the `Lokalno-Referral` header carries: the code being recorded (the newest link), else the kept token, else null. */
  headerValue(): string | null;
  /** Re-reads the storage: an expired or unreadable referral is removed. */
  reload(): void;
  store: Store<Referral | null>;
  pending: Store<string | null>;
}

/** A keeper over `storage` (localStorage in the app; null where there is none: kept in memory only). */
export function createReferralKeeper(storage: () => Storage | null, now: () => number = Date.now): ReferralKeeper {
  function read(): Referral | null {
    const area = storage();
    let stored: unknown;
    try {
      const text = area?.getItem(KEY);
      stored = text ? JSON.parse(text) : null;
    } catch {
      stored = null;
    }
    const referral = isReferral(stored) ? live(stored, now()) : null;
    if (!referral) {
      try {
        area?.removeItem(KEY);
      } catch {
        // Storage refused: nothing was kept either.
      }
    }
    return referral;
  }

  const store = createStore<Referral | null>(read());
  const pending = createStore<string | null>(null);

  return {
    store,
    pending,
    current: () => live(store.get(), now()),
    keep(visit) {
      const referral: Referral = { token: visit.referralCode, objectName: visit.objectName, expiresAt: visit.expiresAt };
      try {
        storage()?.setItem(KEY, JSON.stringify(referral));
      } catch {
        // Quota or privacy settings: the referral holds for this page.
      }
      store.set(referral);
      return referral;
    },
    setPending: (code) => pending.set(code),
    headerValue() {
      return pending.get() ?? live(store.get(), now())?.token ?? null;
    },
    reload: () => store.set(read()),
  };
}

const keeper = createReferralKeeper(localArea);

export const currentReferral = keeper.current;
export const keepReferral = keeper.keep;
export const setPendingReferral = keeper.setPending;

/** The header every API call carries while a referral is in force (or a visit is being recorded). */
export function referralHeaders(): Record<string, string> {
  const value = keeper.headerValue();
  return value ? { [REFERRAL_HEADER]: value } : {};
}

/** What the answers of the API depend on: the header value, '' without one (a cache key part). */
export function referralKey(): string {
  return keeper.headerValue() ?? '';
}

/** Calls `listener` when the header value changes (a new referral, a visit begun or refused). */
export function subscribeReferral(listener: () => void): () => void {
  let last = referralKey();
  const check = () => {
    const next = referralKey();
    if (next === last) return;
    last = next;
    listener();
  };
  const stopKept = keeper.store.subscribe(check);
  const stopPending = keeper.pending.subscribe(check);
  return () => {
    stopKept();
    stopPending();
  };
}

/** The referral in force, for the "Recommended by" note and the exclusive marks. */
export function useReferral(): Referral | null {
  return live(useStore(keeper.store), Date.now());
}

/** The cache key part of useReferralKey's screens (use-public-data). */
export function useReferralKey(): string {
  useStore(keeper.store);
  useStore(keeper.pending);
  return referralKey();
}
