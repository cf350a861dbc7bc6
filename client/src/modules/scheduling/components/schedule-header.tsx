import { Anchor, Breadcrumbs, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { ScheduleService } from '../hooks/use-schedule-service';

interface ScheduleHeaderProps {
  brandId: number;
  serviceId: number;
  service: ScheduleService | null;
  title: string;
  /** Actions beside the title (e.g. "Add a season"). */
  children?: ReactNode;
}

/** Dashboard screens of a service's calendar: where they are (brand's services › service › here). */
export function ScheduleHeader({ brandId, serviceId, service, title, children }: ScheduleHeaderProps) {
  const intl = useIntl();
  return (
    <Stack gap="xs">
      <Breadcrumbs separatorMargin={6} styles={{ root: { flexWrap: 'wrap', rowGap: 4 } }}>
        <Anchor component={Link} to={`/dashboard/brands/${brandId}/services`} size="sm">
          {intl.formatMessage({ id: 'dashboard.menu.brands' })}
        </Anchor>
        {service ? (
          <Anchor component={Link} to={`/dashboard/brands/${brandId}/services/${serviceId}`} size="sm">
            {service.title}
          </Anchor>
        ) : (
          <Skeleton height={12} width={160} radius="sm" />
        )}
        <Text size="sm" c="dimmed" aria-current="page">
          {title}
        </Text>
      </Breadcrumbs>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
