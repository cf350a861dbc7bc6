// The question form of /help (POST /api/help).
import { TextField } from '../../shared/forms/text-field';
import { required } from '../../shared/forms/validators';
import { useLanguage } from '../../shared/i18n/language-store';
import { InquiryForm } from './components/inquiry-form';
import { TextareaField } from './components/inquiry-fields';
import { SenderFields } from './components/sender-fields';
import { sendHelp } from './inquiries-api';

interface HelpValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  website?: string;
}

const FIELDS = ['name', 'email', 'subject', 'message'];

export function HelpForm({ labelledBy }: { labelledBy?: string }) {
  const language = useLanguage();
  return (
    <InquiryForm<HelpValues>
      labelledBy={labelledBy}
      fields={FIELDS}
      submitLabel="inquiry.help.submit"
      successMessage="inquiry.help.sent"
      send={(values) => sendHelp({ ...values, name: values.name.trim(), email: values.email.trim(), language })}
    >
      <SenderFields />
      <TextField name="subject" label="inquiry.subject" validate={required('inquiry.subject.required')} />
      <TextareaField name="message" label="inquiry.message" validate={required('inquiry.message.required')} />
    </InquiryForm>
  );
}
