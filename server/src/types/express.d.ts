import type { Locale } from '../shared/i18n/index.js';

declare global {
  namespace Express {
    interface Request {
      /** The caller's language, negotiated once per request. */
      locale: Locale;
    }
  }
}

export {};
