// What the server rendered a page with (app/entry-server.tsx), written into the HTML as JSON: the
// client hydrates that HTML only when it would render the same page (a guest, in the same language
// and currency); otherwise it renders from scratch, as without server rendering.
import type { Language } from '../../shared/i18n/languages';

export const SSR_STATE_ID = 'lokalno-ssr';

export interface SsrState {
  /** The path and query the page was rendered for. */
  url: string;
  language: Language;
  /** The public REST answers the page was rendered with (use-public-data.ts keys). */
  answers: Record<string, unknown>;
  /** The router's loader data, by route id. */
  loaderData: Record<string, unknown>;
}

export interface ClientView {
  url: string;
  language: Language;
  currency: string;
  signedIn: boolean;
  /** A partner's referral is kept or being recorded (the server renders without one). */
  referred: boolean;
}

/** The state in the page, or null (a page the server did not render, or one it could not). */
export function readSsrState(doc: Document = document): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}

/** Whether the client would render what the server did (the server renders for an anonymous guest paying in EUR). */
export function canHydrate(state: SsrState, view: ClientView): boolean {
  return !view.signedIn && !view.referred && view.currency === 'EUR' && view.language === state.language && view.url === state.url;
}
