// The contact-provider form of a brand page (POST /api/brands/{brandId}/contact): the message
// is stored and emailed to the brand's provider, and confirmed to the guest.
import { Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { required } from '../../shared/forms/validators';
import { useLanguage } from '../../shared/i18n/language-store';
import { InquiryForm } from './components/inquiry-form';
import { TextareaField } from './components/inquiry-fields';
import { SenderFields } from './components/sender-fields';
import { contactBrand } from './inquiries-api';

interface BrandContactValues {
  name: string;
  email: string;
  message: string;
  website?: string;
}

const FIELDS = ['name', 'email', 'message'];

/** `labelledBy`: the id of a heading the page already shows above the form; without it the form shows its own. */
export function BrandContactForm({ brandId, brandName, labelledBy }: { brandId: number; brandName: string; labelledBy?: string }) {
  const intl = useIntl();
  const language = useLanguage();
  const headingId = useId();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        {!labelledBy && (
          <Title order={2} size="h3" id={headingId}>
            {intl.formatMessage({ id: 'brandContact.title' }, { brand: brandName })}
          </Title>
        )}
        <Text c="dimmed" size="sm">
          {intl.formatMessage({ id: 'brandContact.lead' })}
        </Text>
      </Stack>
      <InquiryForm<BrandContactValues>
        labelledBy={labelledBy ?? headingId}
        fields={FIELDS}
        submitLabel="brandContact.submit"
        successMessage="brandContact.sent"
        send={(values) =>
          contactBrand(brandId, {
            name: values.name.trim(),
            email: values.email.trim(),
            message: values.message.trim(),
            website: values.website,
            language,
          })
        }
      >
        <SenderFields />
        <TextareaField name="message" label="inquiry.message" validate={required('inquiry.message.required')} />
      </InquiryForm>
    </Stack>
  );
}
