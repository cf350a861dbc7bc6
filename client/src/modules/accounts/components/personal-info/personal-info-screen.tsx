import { Alert, Divider, Paper, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../../shared/ui/use-page-title';
import { useAccountSettings } from '../../hooks/use-account-settings';
import { ForgetMeCard } from './forget-me-card';
import { GuestRoleCard } from './guest-role-card';
import { PasswordForm } from './password-form';
import { PhotoCard } from './photo-card';
import { ProfileForm } from './profile-form';
import { SystemForm } from './system-form';

const TABS = ['profile', 'password', 'system'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

function ScreenSkeleton() {
  return (
    <Stack gap="md" aria-busy="true">
      <Skeleton height={36} width="60%" radius="sm" />
      <Skeleton height={96} circle />
      <Skeleton height={40} radius="sm" />
      <Skeleton height={40} radius="sm" />
      <Skeleton height={40} radius="sm" />
    </Stack>
  );
}

/**
 * The personal-info screen shared by guests (/customer/personal) and providers
 * (/dashboard/personal-info): tabs Profile, Password and System, then what only one side has.
 */
export function PersonalInfoScreen({ area }: { area: 'customer' | 'provider' }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'personalInfo.title' });
  usePageTitle(title);
  const { user, loading, failed, replace } = useAccountSettings();
  const [query, setQuery] = useSearchParams();
  const requested = query.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  const selectTab = (value: string | null) => {
    if (!isTab(value)) return;
    setQuery(value === 'profile' ? {} : { tab: value }, { replace: true, preventScrollReset: true });
  };

  return (
    <Stack gap="lg" maw={760}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {failed && (
        <Alert color="red" variant="light" role="alert">
          {intl.formatMessage({ id: 'error.generic' })}
        </Alert>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {loading || !user ? (
          <ScreenSkeleton />
        ) : (
          <Tabs value={tab} onChange={selectTab} keepMounted={false}>
            <Tabs.List mb="lg">
              <Tabs.Tab value="profile">{intl.formatMessage({ id: 'profile.tab' })}</Tabs.Tab>
              <Tabs.Tab value="password">{intl.formatMessage({ id: 'password.tab' })}</Tabs.Tab>
              <Tabs.Tab value="system">{intl.formatMessage({ id: 'system.tab' })}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="profile">
              <Stack gap="lg">
                <PhotoCard user={user} onSaved={replace} />
                <Divider />
                <ProfileForm user={user} onSaved={replace} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="password">
              <PasswordForm />
            </Tabs.Panel>
            <Tabs.Panel value="system">
              <SystemForm user={user} onSaved={replace} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Paper>
      {user && area === 'provider' && <GuestRoleCard user={user} onSaved={replace} />}
      {/* A provider who added the guest role keeps the account: "forget me" is for guests only. */}
      {user && area === 'customer' && !user.roles.includes('ROLE_OWNER') && <ForgetMeCard />}
    </Stack>
  );
}
