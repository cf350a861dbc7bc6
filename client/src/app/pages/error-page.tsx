import { Button, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { StatusIllustration } from '../../shared/ui/status-illustration';

/** /error: where server errors and screens that failed to load end up. */
export default function ErrorPage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'errorPage.title' }));
  return (
    <Stack align="center" gap="lg" py={{ base: 'xl', sm: 64 }} ta="center">
      <StatusIllustration variant="storm" />
      <Title order={1} size="h2" maw={520}>
        {intl.formatMessage({ id: 'errorPage.text' })}
      </Title>
      <Button component={Link} to="/" size="md">
        {intl.formatMessage({ id: 'errorPage.home' })}
      </Button>
    </Stack>
  );
}
