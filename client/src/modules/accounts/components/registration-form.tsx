import { Anchor, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { CheckboxField } from '../../../shared/forms/checkbox-field';
import { FormAlert } from '../../../shared/forms/form-alert';
import { submissionErrors } from '../../../shared/forms/submission-errors';
import { TextField } from '../../../shared/forms/text-field';
import { all, checked, emailFormat, passwordPattern, required } from '../../../shared/forms/validators';
import { useLanguage } from '../../../shared/i18n/language-store';
import type { MessageId } from '../../../shared/i18n/messages';
import { register, type RegistrationKind } from '../registration-api';
import { NameFields } from './name-fields';

interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  newsletter?: boolean;
  accept?: boolean;
}

const validateEmail = all(required('validation.email.required'), emailFormat('validation.email.format'));
const validatePassword = all(required('validation.password.required'), passwordPattern('validation.password.pattern'));

/** What a guest accepts to continue, and what providers and partners accept (spec section 5). */
const ACCEPT: Record<RegistrationKind, { label: MessageId; required: MessageId }> = {
  customer: { label: 'register.acceptConditions', required: 'validation.conditions.required' },
  owner: { label: 'register.acceptTerms', required: 'validation.terms.required' },
  partner: { label: 'register.acceptTerms', required: 'validation.terms.required' },
};

/** The documents a terms checkbox names open in a new tab, so the form keeps what was typed. */
const documentLink = (to: string) => (chunks: ReactNode[]) => (
  <Anchor component={Link} to={to} target="_blank" rel="noopener">
    {chunks}
  </Anchor>
);
const TERMS_LINKS = {
  terms: documentLink('/site-terms-conditions'),
  travel: documentLink('/travel-conditions'),
  privacy: documentLink('/privacy-policy'),
};

const SHOWN_FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'];

interface RegistrationFormProps {
  kind: RegistrationKind;
  submitLabel: MessageId;
  /** Called with the email address once the account exists and the activation link is on its way. */
  onRegistered(email: string): void;
}

export function RegistrationForm({ kind, submitLabel, onRegistered }: RegistrationFormProps) {
  const intl = useIntl();
  const language = useLanguage();
  const accept = ACCEPT[kind];

  async function submit(values: RegistrationValues): Promise<SubmissionErrors> {
    try {
      const email = values.email.trim();
      await register(kind, {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email,
        password: values.password,
        language,
        newsletter: Boolean(values.newsletter),
        acceptTerms: Boolean(values.accept),
      });
      onRegistered(email);
      return undefined;
    } catch (error) {
      const errors = submissionErrors(error, intl, SHOWN_FIELDS);
      // The server names the terms box acceptTerms; the form calls it accept.
      if (errors && 'acceptTerms' in errors) return { ...errors, accept: errors.acceptTerms };
      return errors;
    }
  }

  return (
    <Form<RegistrationValues>
      onSubmit={submit}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate>
          <Stack gap="md">
            <FormAlert error={submitError} />
            <NameFields />
            <TextField name="email" type="email" label="login.email" validate={validateEmail} autoComplete="email" />
            <TextField
              name="password"
              type="password"
              label="login.password"
              description="register.passwordHint"
              validate={validatePassword}
              autoComplete="new-password"
            />
            <CheckboxField name="newsletter" label={intl.formatMessage({ id: 'register.newsletter' })} />
            <CheckboxField
              name="accept"
              validate={checked(accept.required)}
              label={intl.formatMessage({ id: accept.label }, TERMS_LINKS)}
            />
            <Button type="submit" loading={submitting} fullWidth size="md">
              {intl.formatMessage({ id: submitLabel })}
            </Button>
          </Stack>
        </form>
      )}
    />
  );
}
