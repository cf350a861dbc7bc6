// The Christmas promotion sign-up of /bozic-akcija (POST /api/christmas-action).
import { CheckboxField } from '../../shared/forms/checkbox-field';
import { checked } from '../../shared/forms/validators';
import { useIntl } from 'react-intl';
import { useLanguage } from '../../shared/i18n/language-store';
import { InquiryForm } from './components/inquiry-form';
import { SenderFields } from './components/sender-fields';
import { signUpForChristmasAction } from './inquiries-api';

interface ChristmasValues {
  name: string;
  email: string;
  consent?: boolean;
  website?: string;
}

const FIELDS = ['name', 'email', 'consent'];

export function ChristmasActionForm({ labelledBy }: { labelledBy?: string }) {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <InquiryForm<ChristmasValues>
      labelledBy={labelledBy}
      fields={FIELDS}
      submitLabel="inquiry.christmas.submit"
      successMessage="inquiry.christmas.sent"
      send={(values) =>
        signUpForChristmasAction({
          name: values.name.trim(),
          email: values.email.trim(),
          language,
          website: values.website,
          consent: Boolean(values.consent),
        })
      }
    >
      <SenderFields />
      <CheckboxField name="consent" validate={checked('inquiry.consent.required')} label={intl.formatMessage({ id: 'inquiry.consent' })} />
    </InquiryForm>
  );
}
