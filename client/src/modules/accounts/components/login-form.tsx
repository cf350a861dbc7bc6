import { Anchor, Button, Group, Stack } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { FormAlert } from '../../../shared/forms/form-alert';
import { submissionErrors } from '../../../shared/forms/submission-errors';
import { TextField } from '../../../shared/forms/text-field';
import { all, emailFormat, required } from '../../../shared/forms/validators';
import { clearFlash } from '../flash';
import { loginProcessPath } from '../landing';
import { logIn, type Credentials } from '../session-api';
import { DeactivatedNotice } from './deactivated-notice';

const validateEmail = all(required('validation.email.required'), emailFormat('validation.email.format'));
const validatePassword = required('validation.password.required');

export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [deactivated, setDeactivated] = useState<string | null>(null);

  async function submit(credentials: Credentials): Promise<SubmissionErrors> {
    setDeactivated(null);
    try {
      const user = await logIn({ email: credentials.email.trim(), password: credentials.password });
      clearFlash();
      // `?redirect=true` lets /login-process return to the page that asked for a login.
      await navigate(loginProcessPath(user, { redirect: query.has('redirect') }));
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'ACCOUNT_DEACTIVATED') {
        setDeactivated(error.message);
        return undefined;
      }
      return submissionErrors(error, intl, ['email', 'password']);
    }
  }

  return (
    <Form<Credentials>
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <FormAlert error={submitError} />
            {deactivated && <DeactivatedNotice message={deactivated} />}
            <TextField name="email" type="email" label="login.email" validate={validateEmail} autoComplete="email" />
            <TextField
              name="password"
              type="password"
              label="login.password"
              validate={validatePassword}
              autoComplete="current-password"
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/password-reset" size="sm">
                {intl.formatMessage({ id: 'login.forgotPassword' })}
              </Anchor>
            </Group>
            <Button type="submit" loading={submitting} fullWidth size="md">
              {intl.formatMessage({ id: 'login.submit' })}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
