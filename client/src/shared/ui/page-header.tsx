import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePageTitle } from './use-page-title';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** A link back up, e.g. to the list this screen belongs to. */
  back?: { to: string; label: string };
  /** Buttons on the right (below the title on phones). */
  actions?: ReactNode;
}

/** The title of a provider screen (also the document title), with what it is for. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  usePageTitle(title);
  return (
    <Stack gap={6}>
      {back && (
        <Anchor component={Link} to={back.to} size="sm" w="fit-content">
          ← {back.label}
        </Anchor>
      )}
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 18rem' }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {description && (
            <Text c="dimmed" maw={720}>
              {description}
            </Text>
          )}
        </Stack>
        {actions && (
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Stack>
  );
}
