import { Container, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/messages';
import { usePageTitle } from '../../../shared/ui/use-page-title';

const COMING: MessageId[] = ['partner.coming.link', 'partner.coming.bookings', 'partner.coming.commission'];

/** Where an accommodation partner lands (/partner) until the partner area arrives with its own feature. */
export default function PartnerHomePage() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'partner.title' });
  usePageTitle(title);
  return (
    <Container size="md" px={0}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          <Text c="dimmed">{intl.formatMessage({ id: 'partner.text' })}</Text>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" color="olive" variant="light">
                <span aria-hidden="true">✓</span>
              </ThemeIcon>
            }
          >
            {COMING.map((id) => (
              <List.Item key={id}>{intl.formatMessage({ id })}</List.Item>
            ))}
          </List>
        </Stack>
      </Paper>
    </Container>
  );
}
