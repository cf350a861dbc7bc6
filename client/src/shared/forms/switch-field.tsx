import { Switch } from '@mantine/core';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

/** An on/off choice bound to a react-final-form boolean field. */
export function SwitchField({ name, label, description }: { name: string; label: MessageId; description?: MessageId }) {
  const intl = useIntl();
  const { input } = useField<boolean>(name, { type: 'checkbox' });
  return (
    <Switch
      name={input.name}
      checked={Boolean(input.checked)}
      onChange={input.onChange}
      onFocus={input.onFocus}
      onBlur={input.onBlur}
      label={intl.formatMessage({ id: label })}
      description={description && intl.formatMessage({ id: description })}
    />
  );
}
