import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';

interface FormSectionProps {
  title: MessageId;
  description?: MessageId;
  children: ReactNode;
  /** Right of the title, e.g. a "fill in from my website" button. */
  action?: ReactNode;
}

/** A titled card grouping related fields of a long form. */
export function FormSection({ title, description, children, action }: FormSectionProps) {
  const intl = useIntl();
  const id = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id={id}>
            {intl.formatMessage({ id: title })}
          </Title>
          {description && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: description })}
            </Text>
          )}
          {action}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
