import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../shared/forms/form-alert';
import { submissionErrors } from '../../../shared/forms/submission-errors';
import { TextField } from '../../../shared/forms/text-field';
import { all, emailFormat, passwordPattern, required, sameAs } from '../../../shared/forms/validators';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { CheckEmail } from '../components/check-email';
import { setFlash } from '../flash';
import { completePasswordReset, requestPasswordReset } from '../password-reset-api';

const validateEmail = all(required('validation.resetEmail.required'), emailFormat('validation.email.format'));
const validateNewPassword = all(required('validation.newPassword.required'), passwordPattern('validation.password.pattern'));
const validateRepeat = all(required('validation.passwordAgain.required'), sameAs('newPassword', 'validation.passwordAgain.mismatch'));

function ResetCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" shadow="sm" p={{ base: 'lg', sm: 40 }} maw={480} mx="auto">
      <Stack gap="lg">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Without a key: ask for the emailed link. */
function RequestLink() {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const title = intl.formatMessage({ id: 'passwordReset.title' });
  usePageTitle(title);

  async function submit({ email }: { email: string }): Promise<SubmissionErrors> {
    try {
      await requestPasswordReset(email.trim());
      setSentTo(email.trim());
      return undefined;
    } catch (error) {
      return submissionErrors(error, intl, ['email']);
    }
  }

  if (sentTo) {
    return (
      <ResetCard title={title}>
        <CheckEmail email={sentTo} text="checkEmail.reset" />
      </ResetCard>
    );
  }
  return (
    <ResetCard title={title}>
      <Text c="dimmed">{intl.formatMessage({ id: 'passwordReset.text' })}</Text>
      <Form<{ email: string }>
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              <FormAlert error={submitError} />
              <TextField name="email" type="email" label="login.email" validate={validateEmail} autoComplete="email" />
              <Button type="submit" loading={submitting} fullWidth size="md">
                {intl.formatMessage({ id: 'passwordReset.send' })}
              </Button>
              <Anchor component={Link} to="/login" size="sm" ta="center">
                {intl.formatMessage({ id: 'passwordReset.backToLogin' })}
              </Anchor>
            </Stack>
          </form>
        )}
      />
    </ResetCard>
  );
}

interface NewPasswordValues {
  newPassword: string;
  passwordAgain: string;
}

/** With the key from the email: choose the new password, then log in with it. */
function ChooseNewPassword({ resetKey }: { resetKey: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const title = intl.formatMessage({ id: 'passwordReset.newTitle' });
  usePageTitle(title);

  async function submit({ newPassword }: NewPasswordValues): Promise<SubmissionErrors> {
    try {
      await completePasswordReset(resetKey, newPassword);
      setFlash({ color: 'olive', content: { id: 'passwordReset.done' } });
      await navigate('/login', { replace: true });
      return undefined;
    } catch (error) {
      return submissionErrors(error, intl, ['newPassword']);
    }
  }

  return (
    <ResetCard title={title}>
      <Text c="dimmed">{intl.formatMessage({ id: 'passwordReset.newText' })}</Text>
      <Form<NewPasswordValues>
        onSubmit={submit}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md">
              {typeof submitError === 'string' && (
                <Stack gap={6}>
                  <FormAlert error={submitError} />
                  <Anchor component={Link} to="/password-reset" size="sm">
                    {intl.formatMessage({ id: 'passwordReset.requestAgain' })}
                  </Anchor>
                </Stack>
              )}
              <TextField
                name="newPassword"
                type="password"
                label="password.new"
                description="register.passwordHint"
                validate={validateNewPassword}
                autoComplete="new-password"
              />
              <TextField
                name="passwordAgain"
                type="password"
                label="password.again"
                validate={validateRepeat}
                autoComplete="new-password"
              />
              <Button type="submit" loading={submitting} fullWidth size="md">
                {intl.formatMessage({ id: 'passwordReset.save' })}
              </Button>
            </Stack>
          </form>
        )}
      />
    </ResetCard>
  );
}

/** /password-reset: asks for the link; /password-reset?key=… (the emailed link) sets the new password. */
export default function PasswordResetPage() {
  const [query] = useSearchParams();
  const key = query.get('key');
  return key ? <ChooseNewPassword resetKey={key} /> : <RequestLink />;
}
