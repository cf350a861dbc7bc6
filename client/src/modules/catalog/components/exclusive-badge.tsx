// The mark of an exclusive service (opened only to guests of its chosen sales partners): a badge on its
// cards, the badge and what it means on its page.
import { Badge, Group, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

export function ExclusiveBadge({ withHint = false }: { withHint?: boolean }) {
  const intl = useIntl();
  const badge = (
    <Badge color="terracotta" variant="filled" size="sm" tt="none" data-testid="exclusive-badge">
      {intl.formatMessage({ id: 'exclusive.badge' })}
    </Badge>
  );
  if (!withHint) return badge;
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      {badge}
      <Text size="sm" c="dimmed">
        {intl.formatMessage({ id: 'exclusive.hint' })}
      </Text>
    </Group>
  );
}
