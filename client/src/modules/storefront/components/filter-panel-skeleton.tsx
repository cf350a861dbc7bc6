// The filter panel's place until its chunk (Mantine's Select and NumberInput) arrives: the same
// fields at the same heights, so the list beside it does not move when the panel replaces it.
import { Skeleton, Stack } from '@mantine/core';
import type { FixedFilter } from './filter-panel';
import classes from './filter-panel-skeleton.module.css';

const INPUT = 36;

function Label({ className }: { className?: string }) {
  return (
    <div className={className ? `${classes.label} ${className}` : classes.label}>
      <Skeleton height={12} width="45%" radius="sm" />
    </div>
  );
}

function Field({ hint = false }: { hint?: boolean }) {
  return (
    <div>
      <Label />
      {hint && <div className={classes.hint} />}
      <Skeleton height={INPUT} radius="sm" />
    </div>
  );
}

export function FilterPanelSkeleton({ fixed, peopleHint }: { fixed?: FixedFilter; peopleHint: boolean }) {
  return (
    <Stack gap="md" aria-busy="true" data-testid="filter-panel-skeleton">
      <Stack gap="xs">
        <Field />
        <Skeleton height={INPUT} radius="sm" />
      </Stack>
      {fixed !== 'category' && <Field />}
      {fixed !== 'destination' && <Field />}
      <Field />
      <Field hint={peopleHint} />
      <div>
        <Label className={classes.legend} />
        <Stack gap={6}>
          <Skeleton height={INPUT} radius="sm" />
          <Skeleton height={INPUT} radius="sm" />
        </Stack>
      </div>
      <Field />
      <Field />
      <Skeleton height={INPUT} radius="sm" />
    </Stack>
  );
}
