import { Progress } from '@mantine/core';
import { useIntl } from 'react-intl';

/** A thin bar across the top of the window while the app waits for something. */
export function TopProgress({ active }: { active: boolean }) {
  const intl = useIntl();
  if (!active) return null;
  return (
    <Progress
      value={100}
      animated
      striped
      size={3}
      radius={0}
      color="terracotta"
      aria-label={intl.formatMessage({ id: 'app.loading' })}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
