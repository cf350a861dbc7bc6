import { Button, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { usePageTitle } from './use-page-title';
import { StatusIllustration } from './status-illustration';

export default function NotFoundPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const title = intl.formatMessage({ id: 'notFound.title' });
  usePageTitle(title);

  // Landing here straight from outside the app leaves nothing to go back to but the start.
  const goBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <Stack align="center" gap="lg" py={{ base: 'xl', sm: 64 }} ta="center">
      <StatusIllustration variant="lost" />
      <Stack gap="xs" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" maw={420}>
          {intl.formatMessage({ id: 'notFound.text' })}
        </Text>
      </Stack>
      <Button onClick={goBack} size="md">
        {intl.formatMessage({ id: 'notFound.back' })}
      </Button>
    </Stack>
  );
}
