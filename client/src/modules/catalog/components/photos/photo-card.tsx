import { AspectRatio, Badge, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../shared/api/api-error';
import { useUnsavedChanges } from '../../../../shared/forms/unsaved-changes-guard';
import { ServicePhoto } from '../../../../shared/ui/service-photo';
import type { Photo } from '../../hooks/use-photos';

interface PhotoCardProps {
  photo: Photo;
  number: number;
  onMakeCover(): Promise<void>;
  onDescribe(description: string): Promise<void>;
  onDelete(): void;
}

/**
 * One photo of the gallery: the cover badge or "make cover", its description (alt text), delete.
 * A photo added to a live service says it waits for review (or was sent back) and cannot be the cover yet.
 * The description saves when the field is left (or on Enter), so typed text is not lost.
 */
export function PhotoCard({ photo, number, onMakeCover, onDescribe, onDelete }: PhotoCardProps) {
  const intl = useIntl();
  const [description, setDescription] = useState(photo.description);
  const [saving, setSaving] = useState<'cover' | 'description' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const changed = description.trim() !== photo.description;
  useUnsavedChanges(changed && saving !== 'description');

  async function run(kind: 'cover' | 'description', work: () => Promise<void>) {
    setSaving(kind);
    setError(null);
    try {
      await work();
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) setError(failure.fields?.description ?? failure.message);
    } finally {
      setSaving(null);
    }
  }

  function saveDescription() {
    if (changed && saving !== 'description') void run('description', () => onDescribe(description.trim()));
  }

  const label = intl.formatMessage({ id: 'photos.photoLabel' }, { number });
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={label} data-testid="photo-card">
      <Card.Section pos="relative">
        <AspectRatio ratio={4 / 3}>
          <ServicePhoto
            name={photo.name}
            description={photo.description || label}
            width={photo.width}
            height={photo.height}
            sizes="(min-width: 62em) 280px, (min-width: 36em) 45vw, 100vw"
            fit="cover"
          />
        </AspectRatio>
        {photo.primary && (
          <Badge pos="absolute" top={8} left={8} color="terracotta" variant="filled">
            {intl.formatMessage({ id: 'photos.cover' })}
          </Badge>
        )}
        {photo.reviewState !== 'APPROVED' && (
          <Badge pos="absolute" top={8} left={8} color={photo.reviewState === 'PENDING' ? 'sea' : 'red'} variant="filled" tt="none">
            {intl.formatMessage({ id: `photos.review.${photo.reviewState}` })}
          </Badge>
        )}
      </Card.Section>
      <Stack gap="xs" mt="sm">
        {photo.reviewState !== 'APPROVED' && (
          <Text size="xs" c="dimmed">
            {intl.formatMessage({ id: `photos.review.${photo.reviewState}.hint` })}
          </Text>
        )}
        <TextInput
          label={intl.formatMessage({ id: 'photos.description' })}
          description={intl.formatMessage({ id: 'photos.descriptionHint' })}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') saveDescription();
          }}
          onBlur={saveDescription}
          maxLength={500}
          error={error}
          size="sm"
        />
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            {changed && (
              <Button size="xs" loading={saving === 'description'} onClick={saveDescription}>
                {intl.formatMessage({ id: 'photos.saveDescription' })}
              </Button>
            )}
            {!photo.primary && photo.reviewState === 'APPROVED' && (
              <Button size="xs" variant="light" loading={saving === 'cover'} onClick={() => void run('cover', onMakeCover)}>
                {intl.formatMessage({ id: 'photos.makeCover' })}
              </Button>
            )}
          </Group>
          <Button size="xs" variant="subtle" color="red" onClick={onDelete}>
            {intl.formatMessage({ id: 'form.delete' })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
