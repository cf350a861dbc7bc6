// The frame of every inquiry form: react-final-form with the server's field errors on the
// fields, a success message once sent, and the form emptied for the next message.
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { FormApi, SubmissionErrors } from 'final-form';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../shared/forms/form-alert';
import { submissionErrors } from '../../../shared/forms/submission-errors';
import type { MessageId } from '../../../shared/i18n/messages';
import { HoneypotField } from './inquiry-fields';

interface InquiryFormProps<V extends object> {
  /** The form's accessible name (the heading above it). */
  labelledBy?: string;
  initialValues?: Partial<V>;
  /** Fields whose server errors show on the field; others go to the form alert. */
  fields: readonly string[];
  submitLabel: MessageId;
  successMessage: MessageId;
  /** Public forms carry the bot trap; the signed-in cooperation form does not. */
  honeypot?: boolean;
  send(values: V): Promise<unknown>;
  children: ReactNode;
}

export function InquiryForm<V extends object>({
  labelledBy,
  initialValues,
  fields,
  submitLabel,
  successMessage,
  honeypot = true,
  send,
  children,
}: InquiryFormProps<V>) {
  const intl = useIntl();
  const [sent, setSent] = useState(false);

  async function submit(values: V, form: FormApi<V>): Promise<SubmissionErrors> {
    setSent(false);
    try {
      await send(values);
      setSent(true);
      // After the submit settles: final-form ignores a restart from inside its own submit.
      setTimeout(() => form.restart(initialValues));
      return undefined;
    } catch (error) {
      return submissionErrors(error, intl, fields);
    }
  }

  return (
    <Form<V>
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby={labelledBy} style={{ position: 'relative' }}>
          <Stack gap="md">
            {sent && (
              <Alert
                color="olive"
                variant="light"
                role="status"
                withCloseButton
                onClose={() => setSent(false)}
                closeButtonLabel={intl.formatMessage({ id: 'inquiry.closeSuccess' })}
              >
                {intl.formatMessage({ id: successMessage })}
              </Alert>
            )}
            <FormAlert error={submitError} />
            {children}
            {honeypot && <HoneypotField />}
            <Group>
              <Button type="submit" loading={submitting} w={{ base: '100%', sm: 'auto' }} size="md">
                {intl.formatMessage({ id: submitLabel })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
}
