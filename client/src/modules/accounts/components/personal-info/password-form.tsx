import { Button, Group, Stack } from '@mantine/core';
import type { FormApi, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { FormAlert } from '../../../../shared/forms/form-alert';
import { FormUnsavedChanges } from '../../../../shared/forms/form-unsaved-changes';
import { submissionErrors } from '../../../../shared/forms/submission-errors';
import { TextField } from '../../../../shared/forms/text-field';
import { all, passwordPattern, required, sameAs } from '../../../../shared/forms/validators';
import { useNotify } from '../../../../shared/ui/use-notify';
import { changePassword } from '../../profile-api';

interface PasswordValues {
  password: string;
  newPassword: string;
  passwordAgain: string;
}

const validateOld = required('validation.oldPassword.required');
const validateNew = all(required('validation.newPassword.required'), passwordPattern('validation.password.pattern'));
const validateAgain = all(required('validation.passwordAgain.required'), sameAs('newPassword', 'validation.passwordAgain.mismatch'));

/** Password tab: the old password, the new one and the new one again. */
export function PasswordForm() {
  const intl = useIntl();
  const notify = useNotify();

  async function submit(values: PasswordValues, form: FormApi<PasswordValues>): Promise<SubmissionErrors> {
    try {
      await changePassword(values.password, values.newPassword);
      notify.success({ id: 'password.changed' });
      // Clear the fields once the submit has settled.
      setTimeout(() => form.restart());
      return undefined;
    } catch (error) {
      return submissionErrors(error, intl, ['password', 'newPassword']);
    }
  }

  return (
    <Form<PasswordValues>
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'password.tab' })}>
          <FormUnsavedChanges />
          <Stack gap="md" maw={420}>
            <FormAlert error={submitError} />
            <TextField name="password" type="password" label="password.old" validate={validateOld} autoComplete="current-password" />
            <TextField
              name="newPassword"
              type="password"
              label="password.new"
              description="register.passwordHint"
              validate={validateNew}
              autoComplete="new-password"
            />
            <TextField name="passwordAgain" type="password" label="password.again" validate={validateAgain} autoComplete="new-password" />
            <Group>
              <Button type="submit" loading={submitting}>
                {intl.formatMessage({ id: 'password.submit' })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
}
