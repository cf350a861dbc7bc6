// A provider who tries to book is told to switch to the guest role (spec section 6); the button
// adds the role (PUT /api/account/role/customer) and the caller tries again.
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../shared/api/api-error';
import { addCustomerRole } from '../accounts/profile-api';

export function SwitchRoleNotice({ onSwitched }: { onSwitched(): void }) {
  const intl = useIntl();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function switchRole() {
    setWorking(true);
    setError(null);
    try {
      await addCustomerRole();
      onSwitched();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status < 500 ? failure.message : intl.formatMessage({ id: 'error.generic' }));
    } finally {
      setWorking(false);
    }
  }

  return (
    <Alert color="sea" variant="light" role="alert" data-testid="switch-role">
      <Stack gap="xs" align="flex-start">
        <Text size="sm" fw={600}>
          {intl.formatMessage({ id: 'booking.switchRole.text' })}
        </Text>
        {error && (
          <Text size="sm" c="red.8">
            {error}
          </Text>
        )}
        <Button onClick={() => void switchRole()} loading={working} data-testid="switch-role-button">
          {intl.formatMessage({ id: 'booking.switchRole.button' })}
        </Button>
      </Stack>
    </Alert>
  );
}
