import { useMemo } from 'react';
import { useIntl, type PrimitiveType } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { showNotice } from './notices';

/** A message of ours (by id), or a text the server already wrote in the user's language. */
export type NoticeContent = { id: MessageId; values?: Record<string, PrimitiveType> } | { text: string };

export interface Notify {
  success(content: NoticeContent): void;
  error(content: NoticeContent): void;
}

export function useNotify(): Notify {
  const intl = useIntl();
  return useMemo(() => {
    const message = (content: NoticeContent) => ('text' in content ? content.text : intl.formatMessage({ id: content.id }, content.values));
    // The close button needs a name of its own (axe: button-name).
    const closeButtonProps = { 'aria-label': intl.formatMessage({ id: 'notification.close' }) };
    return {
      success: (content) => showNotice({ color: 'olive', message: message(content), closeButtonProps }),
      error: (content) => showNotice({ color: 'red', message: message(content), autoClose: 8000, closeButtonProps }),
    };
  }, [intl]);
}
