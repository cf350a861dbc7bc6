import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title';

function WaveMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 15c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-.5" />
      <path d="M2 19c2.5-2 5-2 7.5 0s5 2 7.5 0 3.5-1.5 5-.5" />
      <circle cx="16" cy="7" r="3" />
    </svg>
  );
}

/** /account-deleted: shown after a guest deactivated the account, and linked from a refused login. */
export default function AccountDeletedPage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'accountDeleted.title' });
  usePageTitle(title);
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} maw={560} mx="auto">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={56} radius="xl" variant="light" color="sea">
          <WaveMark />
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text>{intl.formatMessage({ id: 'accountDeleted.text' })}</Text>
        <Text c="dimmed">{intl.formatMessage({ id: 'accountDeleted.reactivate' })}</Text>
        <Button component={Link} to="/login" mt="xs">
          {intl.formatMessage({ id: 'accountDeleted.toLogin' })}
        </Button>
      </Stack>
    </Paper>
  );
}
