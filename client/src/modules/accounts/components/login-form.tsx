import { Alert, Anchor, Button, Group, Stack } from '@mantine/core';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { TextField } from '../../../shared/forms/text-field';
import { all, emailFormat, required } from '../../../shared/forms/validators';
import { logIn, type Credentials } from '../session-api';

const validateEmail = all(required('validation.email.required'), emailFormat('validation.email.format'));
const validatePassword = required('validation.password.required');

export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  // Keeps `?redirect=true` so /login-process can return to the page that asked for a login.
  const { search } = useLocation();

  async function submit(credentials: Credentials): Promise<SubmissionErrors> {
    try {
      await logIn({ email: credentials.email.trim(), password: credentials.password });
      await navigate(`/login-process${search}`);
      return undefined;
    } catch (error) {
      // 5xx is already announced by the global error notification.
      if (error instanceof ApiError && error.status >= 500) return undefined;
      if (error instanceof ApiError) return { [FORM_ERROR]: error.message, ...error.fields };
      return { [FORM_ERROR]: intl.formatMessage({ id: 'error.generic' }) };
    }
  }

  return (
    <Form<Credentials>
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            {typeof submitError === 'string' && (
              <Alert color="red" variant="light" role="alert">
                {submitError}
              </Alert>
            )}
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
