import { Paper, Skeleton, Stack } from '@mantine/core';

/** Where a form will be, while its data loads. */
export function FormSkeleton({ sections = 2 }: { sections?: number }) {
  return (
    <Stack gap="lg" aria-busy="true">
      {Array.from({ length: sections }, (_, index) => (
        <Paper key={index} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Skeleton height={20} width="35%" radius="sm" />
            <Skeleton height={36} radius="sm" />
            <Skeleton height={36} radius="sm" />
            <Skeleton height={36} width="60%" radius="sm" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
