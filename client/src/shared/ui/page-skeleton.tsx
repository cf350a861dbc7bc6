import { Container, Skeleton, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { beginLoading } from './loader-store';

/** Shown while a screen's code loads; it also keeps the global loader on meanwhile. */
export function PageSkeleton() {
  useEffect(() => beginLoading(), []);
  return (
    <Container size="md" px={0} aria-busy="true">
      <Stack gap="md">
        <Skeleton height={32} width="45%" radius="sm" />
        <Skeleton height={14} radius="sm" />
        <Skeleton height={14} width="80%" radius="sm" />
        <Skeleton height={180} radius="md" />
      </Stack>
    </Container>
  );
}
