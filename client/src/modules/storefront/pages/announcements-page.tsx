// Staff (/staff/announcements): the home page's announcements; add, edit, reorder and remove them.
import { ActionIcon, Anchor, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotify } from '../../../shared/ui/use-notify';
import { AnnouncementForm } from '../components/announcement-form';
import { useStaffAnnouncements, type StaffAnnouncement } from '../hooks/use-announcements';

type Status = 'live' | 'scheduled' | 'ended';
const STATUS_COLOR: Record<Status, string> = { live: 'olive', scheduled: 'sea', ended: 'gray' };

function todayInZagreb(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zagreb' }).format(new Date());
}

function statusOf(announcement: StaffAnnouncement, today: string): Status {
  if (announcement.publishFrom && announcement.publishFrom > today) return 'scheduled';
  if (announcement.publishUntil && announcement.publishUntil < today) return 'ended';
  return 'live';
}

function windowText(announcement: StaffAnnouncement, intl: IntlShape): string {
  const day = (value: string) => intl.formatDate(`${value}T12:00:00`, { dateStyle: 'medium' });
  return intl.formatMessage(
    { id: 'staffAnnouncements.window' },
    {
      from: announcement.publishFrom ? day(announcement.publishFrom) : intl.formatMessage({ id: 'staffAnnouncements.now' }),
      until: announcement.publishUntil ? day(announcement.publishUntil) : intl.formatMessage({ id: 'staffAnnouncements.always' }),
    },
  );
}

interface RowProps {
  announcement: StaffAnnouncement;
  first: boolean;
  last: boolean;
  onMove: (offset: -1 | 1) => void;
  onEdit: () => void;
  onRemove: () => void;
}

function AnnouncementRow({ announcement, first, last, onMove, onEdit, onRemove }: RowProps) {
  const intl = useIntl();
  const title = intl.locale === 'hr' ? announcement.titleHr : announcement.titleEn;
  const status = statusOf(announcement, todayInZagreb());
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="staff-announcement">
      {/* On a phone the buttons wrap below the text. */}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-start" miw={0} style={{ flex: '1 1 20rem' }}>
          <Stack gap={2}>
            <ActionIcon
              variant="subtle"
              disabled={first}
              onClick={() => onMove(-1)}
              aria-label={intl.formatMessage({ id: 'staffAnnouncements.moveUp' }, { title })}
            >
              <span aria-hidden="true">▲</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              disabled={last}
              onClick={() => onMove(1)}
              aria-label={intl.formatMessage({ id: 'staffAnnouncements.moveDown' }, { title })}
            >
              <span aria-hidden="true">▼</span>
            </ActionIcon>
          </Stack>
          <Stack gap={4} miw={0}>
            <Group gap="xs">
              <Text component="h2" fw={700} size="lg" m={0} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Text>
              <Badge color={STATUS_COLOR[status]} variant="light">
                {intl.formatMessage({ id: `staffAnnouncements.status.${status}` })}
              </Badge>
            </Group>
            <Text size="sm" lineClamp={2}>
              {intl.locale === 'hr' ? announcement.textHr : announcement.textEn}
            </Text>
            <Group gap="md">
              <Text size="xs" c="dimmed">
                {windowText(announcement, intl)}
              </Text>
              {announcement.link && (
                <Anchor size="xs" href={announcement.link} target="_blank" rel="noopener noreferrer">
                  {announcement.link}
                </Anchor>
              )}
            </Group>
          </Stack>
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <Button
            variant="light"
            size="xs"
            onClick={onEdit}
            aria-label={intl.formatMessage({ id: 'staffAnnouncements.editLabel' }, { title })}
          >
            {intl.formatMessage({ id: 'staffAnnouncements.edit' })}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            onClick={onRemove}
            aria-label={intl.formatMessage({ id: 'staffAnnouncements.deleteLabel' }, { title })}
          >
            {intl.formatMessage({ id: 'staffAnnouncements.delete' })}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

export default function AnnouncementsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { announcements, loading, error, save, remove, reorder } = useStaffAnnouncements();
  /** The announcement in the form: null for a new one, undefined when the form is closed. */
  const [editing, setEditing] = useState<StaffAnnouncement | null | undefined>(undefined);
  const [removing, setRemoving] = useState<StaffAnnouncement | null>(null);

  const move = async (index: number, offset: -1 | 1) => {
    const ids = announcements.map((announcement) => announcement.id);
    [ids[index], ids[index + offset]] = [ids[index + offset], ids[index]];
    try {
      await reorder(ids);
    } catch {
      notify.error({ id: 'error.generic' });
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove(removing.id);
      notify.success({ id: 'staffAnnouncements.deleted' });
    } catch {
      notify.error({ id: 'error.generic' });
    }
    setRemoving(null);
  };

  const removingTitle = removing ? (intl.locale === 'hr' ? removing.titleHr : removing.titleEn) : '';

  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageHeader
        title={intl.formatMessage({ id: 'staffAnnouncements.title' })}
        description={intl.formatMessage({ id: 'staffAnnouncements.lead' })}
        actions={<Button onClick={() => setEditing(null)}>{intl.formatMessage({ id: 'staffAnnouncements.add' })}</Button>}
      />
      {loading ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </Stack>
      ) : error ? (
        <LoadError error={error} />
      ) : announcements.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Text c="dimmed">{intl.formatMessage({ id: 'staffAnnouncements.empty' })}</Text>
        </Card>
      ) : (
        <Stack
          component="ol"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={intl.formatMessage({ id: 'staffAnnouncements.listLabel' })}
        >
          {announcements.map((announcement, index) => (
            <AnnouncementRow
              key={announcement.id}
              announcement={announcement}
              first={index === 0}
              last={index === announcements.length - 1}
              onMove={(offset) => void move(index, offset)}
              onEdit={() => setEditing(announcement)}
              onRemove={() => setRemoving(announcement)}
            />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={intl.formatMessage({ id: editing ? 'staffAnnouncements.dialogEdit' : 'staffAnnouncements.dialogAdd' })}
        size="xl"
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'notification.close' }) }}
      >
        {editing !== undefined && (
          <AnnouncementForm
            announcement={editing}
            onCancel={() => setEditing(undefined)}
            onSave={async (input) => {
              await save(editing?.id ?? null, input);
              notify.success({ id: 'staffAnnouncements.saved' });
              setEditing(undefined);
            }}
          />
        )}
      </Modal>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={intl.formatMessage({ id: 'staffAnnouncements.delete' })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'notification.close' }) }}
      >
        <Stack gap="md">
          <Text>{intl.formatMessage({ id: 'staffAnnouncements.confirmDelete' }, { title: removingTitle })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              {intl.formatMessage({ id: 'staffAnnouncements.cancel' })}
            </Button>
            <Button color="red" onClick={() => void confirmRemove()}>
              {intl.formatMessage({ id: 'staffAnnouncements.delete' })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
