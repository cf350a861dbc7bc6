import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiError } from '../../../../shared/api/api-error';
import { useNotify } from '../../../../shared/ui/use-notify';
import type { AccountUser } from '../../account-user';
import { addCustomerRole } from '../../profile-api';

/** A provider adds the guest role to book experiences too (spec section 6). */
export function GuestRoleCard({ user, onSaved }: { user: AccountUser; onSaved(user: AccountUser): void }) {
  const intl = useIntl();
  const notify = useNotify();
  const [working, setWorking] = useState(false);
  const isGuest = user.roles.includes('ROLE_CUSTOMER');

  async function add() {
    setWorking(true);
    try {
      onSaved(await addCustomerRole());
      notify.success({ id: 'guestRole.added' });
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) notify.error({ text: error.message });
    } finally {
      setWorking(false);
    }
  }

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="guest-role-heading">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="guest-role-heading">
          {intl.formatMessage({ id: 'guestRole.title' })}
        </Title>
        {isGuest ? (
          <Text c="dimmed">
            {intl.formatMessage({ id: 'guestRole.has' })}{' '}
            <Anchor component={Link} to="/customer/purchases">
              {intl.formatMessage({ id: 'guestRole.toBookings' })}
            </Anchor>
          </Text>
        ) : (
          <>
            <Text c="dimmed">{intl.formatMessage({ id: 'guestRole.text' })}</Text>
            <Button variant="light" onClick={() => void add()} loading={working}>
              {intl.formatMessage({ id: 'guestRole.button' })}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
