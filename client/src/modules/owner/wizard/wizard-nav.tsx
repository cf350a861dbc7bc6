import { Button, Group, Paper, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../shared/i18n/messages';
import type { WizardStep } from './wizard-steps';

/** The wizard's two labels everywhere: "Back", and "Next: " with the next step's name. */
export function useWizardLabels() {
  const intl = useIntl();
  return {
    back: `← ${intl.formatMessage({ id: 'wizard.back' })}`,
    next: (step: WizardStep) =>
      `${intl.formatMessage({ id: 'wizard.next' }, { step: intl.formatMessage({ id: `wizard.step.${step}` }) })} →`,
  };
}

/** "Back" to the previous step, for the steps whose forms save and move on themselves. */
export function WizardBackButton({ to }: { to: string }) {
  const labels = useWizardLabels();
  return (
    <Button component={Link} to={to} variant="default" size="md">
      {labels.back}
    </Button>
  );
}

interface WizardNavProps {
  back?: string;
  next: { to: string; step: WizardStep; disabled?: boolean };
  /** Why the next step is not open yet, or what to do before it. */
  hint?: MessageId;
}

/** The end of a wizard step: back, and on to the next step. */
export function WizardNav({ back, next, hint }: WizardNavProps) {
  const intl = useIntl();
  const labels = useWizardLabels();
  return (
    <Paper withBorder radius="md" p="md" bg="sand.0">
      <Group justify="space-between" gap="sm">
        {back ? (
          <Button component={Link} to={back} variant="default">
            {labels.back}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm" justify="flex-end">
          {hint && (
            <Text size="sm" c="dimmed" maw={320}>
              {intl.formatMessage({ id: hint })}
            </Text>
          )}
          {next.disabled ? (
            <Button disabled>{labels.next(next.step)}</Button>
          ) : (
            <Button component={Link} to={next.to}>
              {labels.next(next.step)}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
