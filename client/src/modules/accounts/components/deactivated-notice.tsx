import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/** Login refused because the guest deactivated the account ("forget me"). */
export function DeactivatedNotice({ message }: { message: string }) {
  const intl = useIntl();
  return (
    <Alert color="terracotta" variant="light" role="alert" title={intl.formatMessage({ id: 'login.deactivated.title' })}>
      <Stack gap={4}>
        <Text size="sm">{message}</Text>
        <Anchor component={Link} to="/account-deleted" size="sm" fw={600}>
          {intl.formatMessage({ id: 'login.deactivated.more' })}
        </Anchor>
      </Stack>
    </Alert>
  );
}
