import { Button, Group, Modal, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { todayIn } from '../calendar-month';
import { useDeleteSeason, type Season } from '../hooks/use-seasons';
import { SeasonCard, formatSeasonDates } from './season-card';
import { SeasonEditor } from './season-editor';

interface SeasonListProps {
  serviceId: number;
  seasons: Season[];
  loading: boolean;
  /** Where "add" leads: the dashboard's own screen; without it the editor opens in the list. */
  addHref?: string;
  /** Shows a season in the guests' calendar. */
  onPreview?(season: Season): void;
}

export function SeasonListSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true">
      <Skeleton height={150} radius="md" />
      <Skeleton height={150} radius="md" />
    </Stack>
  );
}

/** A service's seasons, each edited in place; deleting asks first. */
export function SeasonList({ serviceId, seasons, loading, addHref, onPreview }: SeasonListProps) {
  const intl = useIntl();
  const notify = useNotify();
  const removeSeason = useDeleteSeason();
  const today = useMemo(() => todayIn(), []);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Season | null>(null);
  const [removing, setRemoving] = useState(false);

  const othersThan = (id?: number) => seasons.filter((season) => season.id !== id);

  async function confirmDelete() {
    if (!deleting) return;
    setRemoving(true);
    try {
      await removeSeason(deleting.id);
      notify.success({ id: 'scheduling.season.deleted' });
      setDeleting(null);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status < 500) {
        notify.error(error instanceof ApiError ? { text: error.message } : { id: 'error.generic' });
      }
    } finally {
      setRemoving(false);
    }
  }

  if (loading) return <SeasonListSkeleton />;

  const addButton = addHref ? (
    <Button component={Link} to={addHref}>
      {intl.formatMessage({ id: seasons.length === 0 ? 'scheduling.list.addFirst' : 'scheduling.list.add' })}
    </Button>
  ) : (
    <Button onClick={() => setEditing('new')}>
      {intl.formatMessage({ id: seasons.length === 0 ? 'scheduling.list.addFirst' : 'scheduling.list.add' })}
    </Button>
  );

  return (
    <Stack gap="sm">
      {seasons.length === 0 && editing !== 'new' && (
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} bg="sand.0">
          <Stack gap="sm" align="flex-start">
            <Text fw={600}>{intl.formatMessage({ id: 'scheduling.list.emptyTitle' })}</Text>
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: 'scheduling.list.emptyText' })}
            </Text>
            {addButton}
          </Stack>
        </Paper>
      )}

      {seasons.map((season) =>
        editing === season.id ? (
          <SeasonEditor
            key={season.id}
            serviceId={serviceId}
            season={season}
            others={othersThan(season.id)}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <SeasonCard
            key={season.id}
            season={season}
            today={today}
            onEdit={() => setEditing(season.id)}
            onDelete={() => setDeleting(season)}
            onPreview={onPreview && (() => onPreview(season))}
          />
        ),
      )}

      {editing === 'new' && (
        <SeasonEditor serviceId={serviceId} others={seasons} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
      )}

      {/* The dashboard has its "add" beside the title; the wizard's is under the list. */}
      {!addHref && seasons.length > 0 && editing !== 'new' && <Group>{addButton}</Group>}

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={intl.formatMessage({ id: 'scheduling.delete.title' })}
        centered
      >
        {deleting && (
          <Stack gap="md">
            <Text size="sm">
              {intl.formatMessage({ id: 'scheduling.delete.text' }, { name: deleting.name, dates: formatSeasonDates(intl, deleting) })}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setDeleting(null)} disabled={removing}>
                {intl.formatMessage({ id: 'app.cancel' })}
              </Button>
              <Button color="red" onClick={confirmDelete} loading={removing}>
                {intl.formatMessage({ id: 'scheduling.delete.confirm' })}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
