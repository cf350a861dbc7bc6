import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';

/** The service is not the caller's or does not exist (or could not be loaded). */
export function ServiceMissing({ failed }: { failed?: boolean }) {
  const intl = useIntl();
  return (
    <Alert color="red" variant="light" role="alert">
      {intl.formatMessage({ id: failed ? 'error.generic' : 'scheduling.service.notFound' })}
    </Alert>
  );
}
