import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { usePageTitle } from './use-page-title';

interface PlaceholderPageProps {
  title: MessageId;
  text: MessageId;
}

/** A screen whose content arrives with a later feature: its title and what it will hold. */
export function PlaceholderPage({ title, text }: PlaceholderPageProps) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: title });
  usePageTitle(heading);
  return (
    <Container size="md" px={0}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="xs">
          <Title order={1} size="h2">
            {heading}
          </Title>
          <Text c="dimmed">{intl.formatMessage({ id: text })}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
