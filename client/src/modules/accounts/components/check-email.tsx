import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messages';

function EnvelopeMark() {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </svg>
  );
}

interface CheckEmailProps {
  email: string;
  /** What the link in the email is for. */
  text: MessageId;
  /** The page heading is this screen's title. */
  headingOrder?: 1 | 2;
}

/** After registering or asking for a reset link: where the link went and what to do next. */
export function CheckEmail({ email, text, headingOrder = 2 }: CheckEmailProps) {
  const intl = useIntl();
  return (
    <Stack gap="md" align="flex-start" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" color="olive">
        <EnvelopeMark />
      </ThemeIcon>
      <Title order={headingOrder} size="h3">
        {intl.formatMessage({ id: 'checkEmail.title' })}
      </Title>
      <Text>
        <FormattedMessage id={text} values={{ email: <strong>{email}</strong> }} />
      </Text>
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'checkEmail.spam' })}
      </Text>
      <Button component={Link} to="/login" variant="light">
        {intl.formatMessage({ id: 'checkEmail.toLogin' })}
      </Button>
    </Stack>
  );
}
