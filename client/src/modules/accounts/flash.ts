// A message for the login screen that outlives one redirect: activation results, a completed
// password reset. The screen that shows it forgets it when it goes away.
import { createStore } from '../../shared/state/create-store';
import type { MessageId } from '../../shared/i18n/messages';

export type FlashContent = { id: MessageId } | { text: string };

export interface Flash {
  color: 'olive' | 'red';
  content: FlashContent;
}

const store = createStore<Flash | null>(null);

export function setFlash(flash: Flash): void {
  store.set(flash);
}

export function getFlash(): Flash | null {
  return store.get();
}

export function clearFlash(): void {
  store.set(null);
}
