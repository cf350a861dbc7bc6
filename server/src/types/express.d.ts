import type { Logger } from 'pino';
import type { Locale } from '../shared/i18n/index.js';

declare global {
  namespace Express {
    interface Request {
      /** The caller's language, negotiated once per request. */
      locale: Locale;
      /** The request id (x-request-id), set by request-log.ts. */
      id: string;
      /** The logger of this request: every line carries the request id. */
      log: Logger;
    }
  }
}

export {};
