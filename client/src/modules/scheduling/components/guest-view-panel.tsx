import { Paper, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ScheduleService } from '../hooks/use-schedule-service';
import { AvailabilityCalendar } from './availability-calendar';

interface GuestViewPanelProps {
  service: ScheduleService;
  /** A month to show (YYYY-MM); each new request (`at`) shows it again. */
  preview?: { month: string; at: number };
}

/** "What guests see": the public calendar of an approved, active service, for the provider to check. */
export function GuestViewPanel({ service, preview }: GuestViewPanelProps) {
  const intl = useIntl();
  const isPublic = service.status === 'APPROVED' && service.enabled;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="guest-view-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="guest-view-title">
          {intl.formatMessage({ id: 'scheduling.guestView.title' })}
        </Title>
        {isPublic ? (
          <>
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'scheduling.guestView.text' })}
            </Text>
            <AvailabilityCalendar key={preview?.at} serviceId={service.id} initialMonth={preview?.month} />
          </>
        ) : (
          <Text size="sm" c="dimmed" data-testid="guest-view-note">
            {intl.formatMessage({
              id: service.status === 'APPROVED' ? 'scheduling.guestView.inactive' : 'scheduling.guestView.notApproved',
            })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
