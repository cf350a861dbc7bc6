// The provider's cooperation request of /dashboard/cooperation (POST /api/cooperation): a category
// and a description (spec section 5); the provider writes as their own account.
import { useIntl } from 'react-intl';
import { COOPERATION_CATEGORIES } from '../../../../common/cooperation-categories';
import { SelectField } from '../../shared/forms/select-field';
import { required } from '../../shared/forms/validators';
import { InquiryForm } from './components/inquiry-form';
import { TextareaField } from './components/inquiry-fields';
import { sendCooperation } from './inquiries-api';

interface CooperationValues {
  category: string | null;
  description: string;
}

const FIELDS = ['category', 'description'];

export function CooperationForm({ labelledBy }: { labelledBy?: string }) {
  const intl = useIntl();
  const categories = COOPERATION_CATEGORIES.map((value) => ({ value, label: intl.formatMessage({ id: `cooperation.category.${value}` }) }));
  return (
    <InquiryForm<CooperationValues>
      labelledBy={labelledBy}
      fields={FIELDS}
      honeypot={false}
      submitLabel="cooperation.submit"
      successMessage="cooperation.sent"
      send={(values) => sendCooperation({ category: values.category ?? '', description: values.description.trim() })}
    >
      <SelectField name="category" label="cooperation.category" data={categories} validate={required('cooperation.category.required')} />
      <TextareaField
        name="description"
        label="cooperation.description"
        description="cooperation.description.hint"
        validate={required('cooperation.description.required')}
      />
    </InquiryForm>
  );
}
