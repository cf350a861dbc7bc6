import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
        {/* Named by what it shows (the name), then what it is: a spoken name that differs from the
            visible one fails users who operate it by voice (WCAG 2.5.3). */}
        <UnstyledButton>
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.photo} alt="" radius="xl" size={32} color="sea" aria-hidden>
              {initials(user.name || user.email)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate>
              {user.name || user.email}
            </Text>
            <VisuallyHidden>{intl.formatMessage({ id: 'header.accountMenu' })}</VisuallyHidden>
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
