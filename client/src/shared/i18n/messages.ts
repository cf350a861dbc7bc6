import en from './messages/en.json';
import hr from './messages/hr.json';
import type { Language } from './languages';

export type MessageId = keyof typeof en;

export const messages: Record<Language, Record<MessageId, string>> = { en, hr };

declare global {
  // Makes every `id` given to react-intl a checked key of en.json.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
