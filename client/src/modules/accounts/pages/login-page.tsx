import { Anchor, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { LoginForm } from '../components/login-form';
import { SocialLoginButtons } from '../components/social-login-buttons';
import classes from './login-page.module.css';

export default function LoginPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'login.title' });
  usePageTitle(title);

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} className={classes.frame}>
      <div className={classes.hero} aria-hidden="true">
        <Stack gap="sm" className={classes.heroText}>
          <Title order={2} c="white" size="h1">
            {intl.formatMessage({ id: 'login.hero.title' })}
          </Title>
          <Text c="sea.0" size="lg">
            {intl.formatMessage({ id: 'login.hero.text' })}
          </Text>
        </Stack>
      </div>

      <Paper radius={0} p={{ base: 'lg', sm: 40 }} className={classes.panel}>
        <Stack gap="lg" maw={400} mx="auto" w="100%">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            <Text c="dimmed">{intl.formatMessage({ id: 'login.subtitle' })}</Text>
          </Stack>
          <LoginForm />
          <Divider label={intl.formatMessage({ id: 'login.or' })} labelPosition="center" />
          <SocialLoginButtons />
          <Stack gap={4} align="center">
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'login.register.prompt' })}
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
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
