import { Alert, Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { AuthFrame } from '../components/auth-frame';
import { FlashAlert } from '../components/flash-alert';
import { LoginForm } from '../components/login-form';
import { SocialLoginButtons } from '../components/social-login-buttons';

export default function LoginPage() {
  const intl = useIntl();
  const [query] = useSearchParams();
  const title = intl.formatMessage({ id: 'login.title' });
  usePageTitle(title);
  // A failed OAuth sign-in comes back as /oauth?error=…&message=… and is passed on here.
  const oauthMessage = query.has('error') ? query.get('message') : null;

  return (
    <AuthFrame title={title} subtitle={intl.formatMessage({ id: 'login.subtitle' })}>
      <FlashAlert />
      {oauthMessage && (
        <Alert color="red" variant="light" role="alert">
          {oauthMessage}
        </Alert>
      )}
      <LoginForm />
      <Divider label={intl.formatMessage({ id: 'login.or' })} labelPosition="center" />
      <SocialLoginButtons />
      <Stack gap={6} align="center">
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'login.register.prompt' })}{' '}
          <Anchor component={Link} to="/register" fw={600} size="sm">
            {intl.formatMessage({ id: 'login.register.guest' })}
          </Anchor>
        </Text>
        <Group gap="md" justify="center">
          <Anchor component={Link} to="/register-partners" size="sm" fw={600}>
            {intl.formatMessage({ id: 'login.register.provider' })}
          </Anchor>
          <Anchor component={Link} to="/register-accomodation" size="sm" fw={600}>
            {intl.formatMessage({ id: 'login.register.accommodation' })}
          </Anchor>
        </Group>
      </Stack>
    </AuthFrame>
  );
}
