import { Button, FileButton, Group, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../../shared/api/api-error';
import { MAX_SERVICE_PHOTO_BYTES } from '../../hooks/use-photos';
import classes from './photo-uploader.module.css';

const ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

interface PhotoUploaderProps {
  upload(file: File): Promise<unknown>;
  /** Called once the batch is done with how many photos were added. */
  onUploaded(count: number): void;
}

/** Choose or drop photos; they upload one after another, each checked for type and size first. */
export function PhotoUploader({ upload, onUploaded }: PhotoUploaderProps) {
  const intl = useIntl();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const invalid = intl.formatMessage({ id: 'photos.invalid' });

  async function send(files: File[]) {
    if (files.length === 0 || progress) return;
    const failures: string[] = [];
    let added = 0;
    setProblems([]);
    setProgress({ done: 0, total: files.length });
    for (const [index, file] of files.entries()) {
      if (!file.type.startsWith('image/') || file.size > MAX_SERVICE_PHOTO_BYTES) {
        failures.push(`${file.name}: ${invalid}`);
      } else {
        try {
          await upload(file);
          added += 1;
        } catch (error) {
          const message = error instanceof ApiError ? (error.fields?.photo ?? error.message) : intl.formatMessage({ id: 'error.generic' });
          failures.push(`${file.name}: ${message}`);
        }
      }
      setProgress({ done: index + 1, total: files.length });
    }
    setProgress(null);
    setProblems(failures);
    if (added > 0) onUploaded(added);
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void send(Array.from(event.dataTransfer.files));
  }

  return (
    <Paper
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      className={classes.zone}
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <Stack gap="sm" align="center" ta="center">
        <Text fw={600}>{intl.formatMessage({ id: 'photos.drop' })}</Text>
        <Text size="sm" c="dimmed">
          {intl.formatMessage({ id: 'photos.rules' })}
        </Text>
        <FileButton onChange={(files) => void send(files)} accept={ACCEPT} multiple>
          {(props) => (
            <Button {...props} loading={progress !== null} data-testid="choose-photos">
              {intl.formatMessage({ id: 'photos.choose' })}
            </Button>
          )}
        </FileButton>
        {progress && (
          <Stack gap={4} w="100%" maw={320} aria-live="polite">
            <Text size="sm">{intl.formatMessage({ id: 'photos.uploading' }, { done: progress.done, total: progress.total })}</Text>
            <Progress value={(progress.done / progress.total) * 100} animated />
          </Stack>
        )}
        {problems.length > 0 && (
          <Group justify="center">
            <List size="sm" c="red.7" role="alert" ta="left">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
