import type { FieldMetaState } from 'react-final-form';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/**
 * The message under a field: our validation message (an id) once the field was visited or a submit
 * was tried; else the server's message (already localized) until the value changes.
 */
export function fieldError(meta: FieldMetaState<unknown>, intl: IntlShape): string | undefined {
  if (meta.touched && typeof meta.error === 'string') return intl.formatMessage({ id: meta.error as MessageId });
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}
