import { Avatar, Button, FileButton, Group, Input, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../shared/api/api-error';
import { useNotify } from '../../../../shared/ui/use-notify';
import type { AccountUser } from '../../account-user';
import { MAX_PHOTO_BYTES, removePhoto, uploadPhoto } from '../../profile-api';

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The profile photo: shown as the round avatar, uploaded (an image up to 5 MB) or removed. */
export function PhotoCard({ user, onSaved }: { user: AccountUser; onSaved(user: AccountUser): void }) {
  const intl = useIntl();
  const notify = useNotify();
  const [busy, setBusy] = useState<'upload' | 'remove' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const invalidImage = intl.formatMessage({ id: 'validation.photo.invalid' });

  async function run(kind: 'upload' | 'remove', work: () => Promise<AccountUser>) {
    setBusy(kind);
    setError(null);
    try {
      onSaved(await work());
      notify.success({ id: kind === 'upload' ? 'photo.uploaded' : 'photo.removed' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) setError(failure.fields?.photo ?? failure.message);
      else if (!(failure instanceof ApiError)) setError(intl.formatMessage({ id: 'error.generic' }));
    } finally {
      setBusy(null);
    }
  }

  function choose(file: File | null) {
    if (!file) return;
    if (file.size > MAX_PHOTO_BYTES || !file.type.startsWith('image/')) {
      setError(invalidImage);
      return;
    }
    void run('upload', () => uploadPhoto(file));
  }

  return (
    <Group gap="lg" wrap="nowrap" align="center">
      <Avatar src={user.photo} alt={intl.formatMessage({ id: 'photo.alt' }, { name: user.name })} size={96} radius={999} color="sea">
        {initials(user.name || user.email)}
      </Avatar>
      <Stack gap={6} miw={0}>
        <Text fw={600} truncate>
          {user.name}
        </Text>
        <Group gap="xs">
          <FileButton onChange={choose} accept="image/png,image/jpeg,image/webp,image/gif">
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={busy === 'upload'} disabled={busy === 'remove'}>
                {intl.formatMessage({ id: user.photo ? 'photo.change' : 'photo.upload' })}
              </Button>
            )}
          </FileButton>
          {user.photo && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => void run('remove', removePhoto)}
              loading={busy === 'remove'}
              disabled={busy === 'upload'}
            >
              {intl.formatMessage({ id: 'photo.remove' })}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {intl.formatMessage({ id: 'photo.hint' })}
        </Text>
        {error && <Input.Error role="alert">{error}</Input.Error>}
      </Stack>
    </Group>
  );
}
