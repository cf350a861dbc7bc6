import { Group, Text, type MantineBreakpoint } from '@mantine/core';

/**
 * The wordmark: a sun over the sea, then the name. `nameFrom`: the name shows from this breakpoint
 * up (a crowded phone header keeps the sign alone).
 */
export function Logo({ nameFrom }: { nameFrom?: MantineBreakpoint } = {}) {
  return (
    <Group gap={8} wrap="nowrap">
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="var(--mantine-color-sea-6)" />
        <path d="M8 40c6-5 12-5 18 0s12 5 18 0 10-4 12-2v14a6 6 0 0 1-6 6H14a6 6 0 0 1-6-6z" fill="#f7f1e6" />
        <circle cx="44" cy="20" r="8" fill="var(--mantine-color-terracotta-5)" />
      </svg>
      <Text component="span" fw={700} fz={20} c="sea.8" lh={1} visibleFrom={nameFrom}>
        Lokalno
      </Text>
    </Group>
  );
}
