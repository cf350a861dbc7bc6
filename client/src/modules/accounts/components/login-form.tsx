// The login form, on plain React state: the login page is a first page (`/login`), and final-form,
// which the other forms use, would add 9 KB gzip to it. It behaves as the final-form fields do
// (shared/forms/text-field.tsx): a check's message shows once the field was left or a submit was
// tried; a server message under a field shows until that field's value changes.
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { FormAlert } from '../../../shared/forms/form-alert';
import { refusedSubmit } from '../../../shared/forms/refused-submit';
import { all, emailFormat, required, type Validator } from '../../../shared/forms/validators';
import { clearFlash } from '../flash';
import { loginProcessPath } from '../landing';
import { logIn, type Credentials } from '../session-api';
import { DeactivatedNotice } from './deactivated-notice';

type Field = keyof Credentials;

const VALIDATORS: Record<Field, Validator> = {
  email: all(required('validation.email.required'), emailFormat('validation.email.format')),
  password: required('validation.password.required'),
};
const FIELDS = Object.keys(VALIDATORS) as Field[];

interface Refusal {
  /** The values the refused submit sent: a field's server message shows while its value is the same. */
  sent: Credentials;
  fields: Partial<Record<Field, string>>;
  form?: string;
}

export function LoginForm() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [values, setValues] = useState<Credentials>({ email: '', password: '' });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [deactivated, setDeactivated] = useState<string | null>(null);

  function errorOf(field: Field): string | undefined {
    const check = VALIDATORS[field](values[field]);
    if (touched[field] && check) return intl.formatMessage({ id: check });
    const server = refusal?.fields[field];
    return server && refusal.sent[field] === values[field] ? server : undefined;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched({ email: true, password: true });
    if (FIELDS.some((field) => VALIDATORS[field](values[field]))) return;
    const sent = values;
    setSubmitting(true);
    setRefusal(null);
    setDeactivated(null);
    try {
      const user = await logIn({ email: sent.email.trim(), password: sent.password });
      clearFlash();
      // `?redirect=true` lets /login-process return to the page that asked for a login.
      await navigate(loginProcessPath(user, { redirect: query.has('redirect') }));
    } catch (error) {
      if (error instanceof ApiError && error.reason === 'ACCOUNT_DEACTIVATED') setDeactivated(error.message);
      else {
        const refused = refusedSubmit(error, intl, FIELDS);
        if (refused) setRefusal({ sent, ...refused });
      }
    } finally {
      setSubmitting(false);
    }
  }

  function fieldProps(field: Field) {
    return {
      name: field,
      value: values[field],
      onChange: (event: { currentTarget: HTMLInputElement }) => {
        const value = event.currentTarget.value;
        setValues((was) => ({ ...was, [field]: value }));
      },
      onBlur: () => setTouched((was) => ({ ...was, [field]: true })),
      label: intl.formatMessage({ id: field === 'email' ? 'login.email' : 'login.password' }),
      error: errorOf(field),
      withAsterisk: true,
    };
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <FormAlert error={refusal?.form} />
        {deactivated && <DeactivatedNotice message={deactivated} />}
        <TextInput {...fieldProps('email')} type="email" autoComplete="email" />
        <PasswordInput {...fieldProps('password')} autoComplete="current-password" />
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
  );
}
