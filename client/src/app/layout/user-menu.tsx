import { Avatar, Menu, Text, UnstyledButton, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useAuth } from '../../modules/accounts/hooks/use-auth';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

export function UserMenu() {
  const intl = useIntl();
  const { user, hasRoles } = useAuth();
  if (!user) return null;
  // Staff and partners have no personal-info screen of their own yet.
  const personalInfo = hasRoles('ROLE_OWNER') ? '/dashboard/personal-info' : hasRoles('ROLE_CUSTOMER') ? '/customer/personal' : null;

  return (
    <Menu position="bottom-end" width={200}>
      <Menu.Target>
        <UnstyledButton aria-label={intl.formatMessage({ id: 'header.accountMenu' })}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.photo} alt="" radius="xl" size={32} color="sea">
              {initials(user.name || user.email)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {user.name || user.email}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {personalInfo && (
          <Menu.Item component={Link} to={personalInfo}>
            {intl.formatMessage({ id: 'header.personalInfo' })}
          </Menu.Item>
        )}
        <Menu.Item component={Link} to="/logout">
          {intl.formatMessage({ id: 'header.logout' })}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
