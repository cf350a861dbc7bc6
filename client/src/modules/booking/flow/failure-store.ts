// The last refused payment of a request, kept for the tab's session so the finished page still
// shows it after a reload (the request itself does not carry it).
import type { PaymentFailure } from './booking-flow';

const key = (id: string) => `booking-failure:${id}`;

export function rememberFailure(id: string, failure: PaymentFailure): void {
  try {
    sessionStorage.setItem(key(id), JSON.stringify(failure));
  } catch {
    // Storage refused (private mode, full): the page still has it in the navigation state.
  }
}

export function recalledFailure(id: string): PaymentFailure | null {
  try {
    const stored = sessionStorage.getItem(key(id));
    return stored ? (JSON.parse(stored) as PaymentFailure) : null;
  } catch {
    return null;
  }
}

export function forgetFailure(id: string): void {
  try {
    sessionStorage.removeItem(key(id));
  } catch {
    // Nothing kept.
  }
}
