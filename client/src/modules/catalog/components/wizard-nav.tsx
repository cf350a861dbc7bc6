import { Button, Group, Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messages';

interface WizardNavProps {
  back?: { to: string; label: MessageId };
  next: { to: string; label: MessageId; disabled?: boolean };
  /** Why the next step is not open yet, or what to do before it. */
  hint?: MessageId;
}

/** The end of a wizard step: back, and on to the next step. */
export function WizardNav({ back, next, hint }: WizardNavProps) {
  const intl = useIntl();
  return (
    <Paper withBorder radius="md" p="md" bg="sand.0">
      <Group justify="space-between" gap="sm">
        {back ? (
          <Button component={Link} to={back.to} variant="default">
            ← {intl.formatMessage({ id: back.label })}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm" justify="flex-end">
          {hint && (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: hint })}
            </Text>
          )}
          {next.disabled ? (
            <Button disabled>{intl.formatMessage({ id: next.label })} →</Button>
          ) : (
            <Button component={Link} to={next.to}>
              {intl.formatMessage({ id: next.label })} →
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
