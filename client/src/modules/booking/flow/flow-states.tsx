// The flow's end states outside the steps: the hold's time is over, or the request was cleared;
// and the shell both the flow and the finished page share (title, the service link).
import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HourglassIcon } from './booking-icons';
import classes from './booking-flow.module.css';

export function ResultPanel({
  icon,
  color,
  title,
  children,
  testId,
}: {
  icon: ReactNode;
  color: string;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.step} data-testid={testId}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={64} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** "Time to purchase has expired, please choose your offer again." with the way back to the service. */
export function ExpiredPanel({ servicePath }: { servicePath: string | null }) {
  const intl = useIntl();
  return (
    <ResultPanel
      icon={<HourglassIcon />}
      color="terracotta"
      title={intl.formatMessage({ id: 'booking.expired.title' })}
      testId="booking-expired"
    >
      <Text c="dimmed">{intl.formatMessage({ id: 'booking.expired.text' })}</Text>
      <Button component={Link} to={servicePath ?? '/'} size="md">
        {intl.formatMessage({ id: 'booking.expired.again' })}
      </Button>
    </ResultPanel>
  );
}

/** The request was cleared (every offer removed, or ended elsewhere). */
export function EndedPanel({ servicePath }: { servicePath: string | null }) {
  const intl = useIntl();
  return (
    <ResultPanel icon={<HourglassIcon />} color="gray" title={intl.formatMessage({ id: 'booking.ended.title' })} testId="booking-ended">
      <Text c="dimmed">{intl.formatMessage({ id: 'booking.ended.text' })}</Text>
      <Button component={Link} to={servicePath ?? '/'} size="md">
        {intl.formatMessage({ id: 'booking.expired.again' })}
      </Button>
    </ResultPanel>
  );
}

export function BackToService({ servicePath, title }: { servicePath: string; title: string }) {
  const intl = useIntl();
  return (
    <Anchor component={Link} to={servicePath} size="sm" fw={600}>
      {intl.formatMessage({ id: 'booking.backToService' }, { title })}
    </Anchor>
  );
}
