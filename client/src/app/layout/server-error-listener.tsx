import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SERVER_ERROR_EVENT } from '../../shared/api/request-policy';

/** Every 5xx, from REST or GraphQL, shows the one generic error notification. */
export function ServerErrorListener() {
  const intl = useIntl();

  useEffect(() => {
    const announce = () => {
      notifications.hide(SERVER_ERROR_EVENT);
      notifications.show({
        id: SERVER_ERROR_EVENT,
        color: 'red',
        message: intl.formatMessage({ id: 'error.generic' }),
        autoClose: 8000,
      });
    };
    window.addEventListener(SERVER_ERROR_EVENT, announce);
    return () => window.removeEventListener(SERVER_ERROR_EVENT, announce);
  }, [intl]);

  return null;
}
