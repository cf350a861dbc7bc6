import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { SERVER_ERROR_EVENT } from '../../shared/api/request-policy';
import { hideNotice, showNotice } from '../../shared/ui/notices';

/** Every 5xx, from REST or GraphQL, shows the one generic error notification. */
export function ServerErrorListener() {
  const intl = useIntl();

  useEffect(() => {
    const announce = () => {
      hideNotice(SERVER_ERROR_EVENT);
      showNotice({
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
