// The staff's form of one announcement: title and text in English and Croatian, an optional link and
// publish window; server messages show next to their fields.
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { Form, useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { AnnouncementInput } from '../../../graphql/generated';
import { fieldError } from '../../../shared/forms/field-error';
import { FormAlert } from '../../../shared/forms/form-alert';
import { submissionErrors } from '../../../shared/forms/submission-errors';
import { required, type Validator } from '../../../shared/forms/validators';
import type { MessageId } from '../../../shared/i18n/messages';
import type { StaffAnnouncement } from '../hooks/use-announcements';

export interface AnnouncementValues {
  titleEn: string;
  titleHr: string;
  textEn: string;
  textHr: string;
  link: string;
  publishFrom: string;
  publishUntil: string;
}

const FIELDS = ['titleEn', 'titleHr', 'textEn', 'textHr', 'link', 'publishFrom', 'publishUntil'] as const;
const filled = required('staffAnnouncements.required');

export function valuesOf(announcement: StaffAnnouncement | null): AnnouncementValues {
  return {
    titleEn: announcement?.titleEn ?? '',
    titleHr: announcement?.titleHr ?? '',
    textEn: announcement?.textEn ?? '',
    textHr: announcement?.textHr ?? '',
    link: announcement?.link ?? '',
    publishFrom: announcement?.publishFrom ?? '',
    publishUntil: announcement?.publishUntil ?? '',
  };
}

function inputOf(values: AnnouncementValues): AnnouncementInput {
  return {
    titleEn: values.titleEn ?? '',
    titleHr: values.titleHr ?? '',
    textEn: values.textEn ?? '',
    textHr: values.textHr ?? '',
    link: values.link?.trim() || null,
    publishFrom: values.publishFrom || null,
    publishUntil: values.publishUntil || null,
  };
}

interface FieldProps {
  name: (typeof FIELDS)[number];
  label: MessageId;
  validate?: Validator;
  description?: MessageId;
  kind?: 'text' | 'textarea' | 'date';
  maxLength?: number;
}

function Field({ name, label, validate, description, kind = 'text', maxLength }: FieldProps) {
  const intl = useIntl();
  const { input, meta } = useField<string>(name, { validate });
  const props = {
    ...input,
    label: intl.formatMessage({ id: label }),
    description: description && intl.formatMessage({ id: description }),
    error: fieldError(meta, intl),
    withAsterisk: Boolean(validate),
    maxLength,
  };
  if (kind === 'textarea') return <Textarea {...props} autosize minRows={3} />;
  return <TextInput {...props} type={kind} />;
}

interface AnnouncementFormProps {
  announcement: StaffAnnouncement | null;
  onSave: (input: AnnouncementInput) => Promise<unknown>;
  onCancel: () => void;
}

export function AnnouncementForm({ announcement, onSave, onCancel }: AnnouncementFormProps) {
  const intl = useIntl();
  const submit = async (values: AnnouncementValues) => {
    try {
      await onSave(inputOf(values));
      return undefined;
    } catch (error) {
      return submissionErrors(error, intl, FIELDS);
    }
  };
  return (
    <Form<AnnouncementValues> onSubmit={submit} initialValues={valuesOf(announcement)}>
      {({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <FormAlert error={submitError} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field name="titleEn" label="staffAnnouncements.titleEn" validate={filled} maxLength={120} />
              <Field name="titleHr" label="staffAnnouncements.titleHr" validate={filled} maxLength={120} />
              <Field name="textEn" label="staffAnnouncements.textEn" validate={filled} kind="textarea" maxLength={600} />
              <Field name="textHr" label="staffAnnouncements.textHr" validate={filled} kind="textarea" maxLength={600} />
            </SimpleGrid>
            <Field name="link" label="staffAnnouncements.link" description="staffAnnouncements.linkHint" maxLength={500} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Field name="publishFrom" label="staffAnnouncements.publishFrom" description="staffAnnouncements.windowHint" kind="date" />
              <Field name="publishUntil" label="staffAnnouncements.publishUntil" kind="date" />
            </SimpleGrid>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onCancel}>
                {intl.formatMessage({ id: 'staffAnnouncements.cancel' })}
              </Button>
              <Button type="submit" loading={submitting}>
                {intl.formatMessage({ id: 'staffAnnouncements.save' })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Form>
  );
}
