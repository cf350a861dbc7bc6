import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import classes from './auth-frame.module.css';

interface AuthFrameProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** Login and guest sign-up: a sea-and-sun panel beside the form on wide screens, the form alone on phones. */
export function AuthFrame({ title, subtitle, children }: AuthFrameProps) {
  const intl = useIntl();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing={0} className={classes.frame}>
      <div className={classes.hero} aria-hidden="true">
        <Stack gap="sm" className={classes.heroText}>
          <Title order={2} c="white" size="h1">
            {intl.formatMessage({ id: 'login.hero.title' })}
          </Title>
          <Text c="sea.0" size="lg">
            {intl.formatMessage({ id: 'login.hero.text' })}
          </Text>
        </Stack>
      </div>

      <Paper radius={0} p={{ base: 'lg', sm: 40 }} className={classes.panel}>
        <Stack gap="lg" maw={400} mx="auto" w="100%">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
