// Step 2, Personal info: email, phone with its country code, a message for the provider, the
// confirmation-SMS choice and the acceptance of the terms. A signed-in customer finds them filled in
// (the server puts the account's email and phone into the request).
import { Anchor, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import type { SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { CheckboxField } from '../../../shared/forms/checkbox-field';
import { FormAlert } from '../../../shared/forms/form-alert';
import { submissionErrors } from '../../../shared/forms/submission-errors';
import { TextField } from '../../../shared/forms/text-field';
import { all, checked, emailFormat, required } from '../../../shared/forms/validators';
import { joinPhone, splitPhone } from '../../accounts/phone';
import { PhoneNumberField } from '../../reference/components/phone-number-field';
import { useCountries } from '../../reference/hooks/use-countries';
import { savePersonalInfo, type BookingRequest } from '../booking-api';

/** A phone number without a known country starts with Croatia's calling code. */
const DEFAULT_PHONE_COUNTRY = 'HR';
/** As the server's limit. */
const MESSAGE_MAX = 2000;
const SHOWN_FIELDS = ['email', 'phone', 'message', 'confirmationSms', 'conditionsAccepted'];

interface PersonalValues {
  email: string;
  phoneCountry: string | null;
  phone: string;
  message: string;
  confirmationSms: boolean;
  conditionsAccepted: boolean;
}

interface PersonalStepProps {
  request: BookingRequest;
  onBack(): void;
  onNext(request: BookingRequest): void;
  onError(error: unknown): boolean;
}

export function PersonalStep({ request, onBack, onNext, onError }: PersonalStepProps) {
  const intl = useIntl();
  const { countries } = useCountries();
  const initial = useMemo<PersonalValues>(() => {
    const phone = splitPhone(request.phone);
    return {
      email: request.email ?? '',
      phoneCountry: phone.country ?? DEFAULT_PHONE_COUNTRY,
      phone: phone.national,
      message: request.message ?? '',
      confirmationSms: request.confirmationSms,
      conditionsAccepted: request.conditionsAccepted,
    };
    // Only the first values: later answers of the server must not reset what the guest types.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request.id]);

  async function submit(values: PersonalValues): Promise<SubmissionErrors> {
    const callingCode = countries.find((country) => country.code === values.phoneCountry)?.callingCode ?? null;
    try {
      const saved = await savePersonalInfo(request.id, {
        email: values.email.trim(),
        phone: joinPhone(values.phoneCountry, callingCode, values.phone ?? '') ?? '',
        message: values.message?.trim() || undefined,
        confirmationSms: Boolean(values.confirmationSms),
        conditionsAccepted: true,
      });
      onNext(saved);
      return undefined;
    } catch (error) {
      if (onError(error)) return undefined;
      return submissionErrors(error, intl, SHOWN_FIELDS);
    }
  }

  return (
    <Form<PersonalValues>
      onSubmit={submit}
      initialValues={initial}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-labelledby="personal-heading">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={2} size="h3" id="personal-heading">
                {intl.formatMessage({ id: 'booking.personal.title' })}
              </Title>
              <Text c="dimmed" size="sm">
                {intl.formatMessage({ id: 'booking.personal.intro' })}
              </Text>
            </Stack>
            <FormAlert error={submitError} />
            <TextField
              name="email"
              type="email"
              label="booking.personal.email"
              autoComplete="email"
              validate={all(required('validation.email.required'), emailFormat('validation.email.format'))}
            />
            <PhoneNumberField
              countries={countries}
              name="phone"
              countryName="phoneCountry"
              label="booking.personal.phone"
              countryLabel="booking.personal.phoneCountry"
              id="booking-phone"
              required
            />
            <Field<string> name="message">
              {({ input, meta }) => (
                <Textarea
                  {...input}
                  id="booking-message"
                  label={intl.formatMessage({ id: 'booking.personal.message' })}
                  description={intl.formatMessage({ id: 'booking.personal.messageHint' })}
                  autosize
                  minRows={3}
                  maxRows={8}
                  maxLength={MESSAGE_MAX}
                  error={!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string' ? meta.submitError : undefined}
                />
              )}
            </Field>
            <CheckboxField name="confirmationSms" label={intl.formatMessage({ id: 'booking.personal.sms' })} />
            <CheckboxField
              name="conditionsAccepted"
              validate={checked('booking.personal.termsRequired')}
              label={
                <FormattedMessage
                  id="booking.personal.terms"
                  values={{
                    terms: (chunks) => (
                      <Anchor component={Link} to="/site-terms-conditions" target="_blank" inherit>
                        {chunks}
                      </Anchor>
                    ),
                  }}
                />
              }
            />
            <Group justify="space-between" mt="xs">
              <Button variant="subtle" onClick={onBack} disabled={submitting}>
                {intl.formatMessage({ id: 'booking.back' })}
              </Button>
              <Button type="submit" size="md" loading={submitting} data-testid="personal-next">
                {intl.formatMessage({ id: 'booking.personal.next' })}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    />
  );
}
