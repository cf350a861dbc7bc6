// Stars as guests read them: a read-only Mantine Rating with the value said in words for screen
// readers (the symbols themselves are hidden from them).
import { Group, Rating, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

export function Stars({ value, size = 'sm', count }: { value: number; size?: 'xs' | 'sm' | 'md' | 'lg'; count?: number }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'reviews.starsLabel' }, { value: intl.formatNumber(value, { maximumFractionDigits: 1 }) });
  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="img"
      aria-label={count === undefined ? label : `${label}, ${intl.formatMessage({ id: 'reviews.count' }, { count })}`}
    >
      <Rating value={value} fractions={10} readOnly size={size} color="orange.7" aria-hidden="true" />
      {count !== undefined && (
        <Text size="sm" c="dimmed" aria-hidden="true">
          {intl.formatNumber(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} ({count})
        </Text>
      )}
    </Group>
  );
}
