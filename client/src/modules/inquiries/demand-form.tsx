// The custom private tour request of /custom-private-tours (POST /api/demand): dates, group,
// regions and interests, optional phone, budget (entered in euro, sent in cents) and message.
import { Group, SimpleGrid } from '@mantine/core';
import { TextField } from '../../shared/forms/text-field';
import { phoneNumber } from '../../shared/forms/phone-validator';
import { required } from '../../shared/forms/validators';
import { useLanguage } from '../../shared/i18n/language-store';
import { InquiryForm } from './components/inquiry-form';
import { DayField, NumberField, TextareaField } from './components/inquiry-fields';
import { SenderFields } from './components/sender-fields';
import { sendDemand } from './inquiries-api';

interface DemandValues {
  name: string;
  email: string;
  phone?: string;
  dateFrom: string;
  dateTo: string;
  groupSize: number | '';
  interests: string;
  budget?: number | '';
  message?: string;
  website?: string;
}

const FIELDS = ['name', 'email', 'phone', 'dateFrom', 'dateTo', 'groupSize', 'interests', 'budget', 'message'];

const notBeforeStart = (value: unknown, all?: object) => {
  const from = (all as DemandValues | undefined)?.dateFrom;
  return typeof value === 'string' && from && value < from ? ('inquiry.dateTo.beforeFrom' as const) : undefined;
};

/** Optional; when given, a number by the server's rule (without a calling code it is Croatian). */
const optionalPhone = phoneNumber({ required: false });

const today = () => new Date().toISOString().slice(0, 10);

export function DemandForm({ labelledBy }: { labelledBy?: string }) {
  const language = useLanguage();
  const send = (values: DemandValues) =>
    sendDemand({
      name: values.name.trim(),
      email: values.email.trim(),
      language,
      website: values.website,
      phone: values.phone?.replace(/\s+/g, '') || undefined,
      dateFrom: values.dateFrom,
      dateTo: values.dateTo,
      groupSize: Number(values.groupSize),
      interests: values.interests.trim(),
      budget: values.budget === '' || values.budget === undefined ? undefined : Math.round(values.budget * 100),
      message: values.message?.trim() || undefined,
    });
  return (
    <InquiryForm<DemandValues>
      labelledBy={labelledBy}
      fields={FIELDS}
      submitLabel="inquiry.demand.submit"
      successMessage="inquiry.demand.sent"
      send={send}
    >
      <SenderFields />
      <TextField
        name="phone"
        type="tel"
        label="inquiry.phone"
        description="inquiry.phone.hint"
        autoComplete="tel"
        validate={optionalPhone}
        required={false}
      />
      <Group grow align="flex-start" gap="md" wrap="wrap">
        <DayField name="dateFrom" label="inquiry.dateFrom" validate={required('inquiry.dateFrom.required')} min={today()} />
        <DayField
          name="dateTo"
          label="inquiry.dateTo"
          validate={(value, all) => required('inquiry.dateTo.required')(value) ?? notBeforeStart(value, all)}
          min={today()}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberField name="groupSize" label="inquiry.groupSize" validate={required('inquiry.groupSize.required')} min={1} max={500} />
        <NumberField name="budget" label="inquiry.budget" description="inquiry.budget.hint" min={0} max={10_000_000} required={false} />
      </SimpleGrid>
      <TextareaField
        name="interests"
        label="inquiry.interests"
        description="inquiry.interests.hint"
        validate={required('inquiry.interests.required')}
        maxLength={5000}
      />
      <TextareaField name="message" label="inquiry.demandMessage" required={false} />
    </InquiryForm>
  );
}
