// /partner/objects/new and /partner/objects/{id}: add an object (it gets its link and poster at once)
// or edit one (its link stays the same).
import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { FormSkeleton } from '../../../shared/ui/form-skeleton';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useNotify } from '../../../shared/ui/use-notify';
import { PartnerObjectForm } from '../components/partner-object-form';
import { usePartnerObject } from '../hooks/use-partner';

export default function PartnerObjectPage({ id }: { id?: number }) {
  const intl = useIntl();
  const notify = useNotify();
  const navigate = useNavigate();
  const { object, loading, error } = usePartnerObject(id);
  const back = { to: '/partner/objects', label: intl.formatMessage({ id: 'partnerObject.back' }) };

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader
        title={intl.formatMessage({ id: id === undefined ? 'partnerObject.newTitle' : 'partnerObject.editTitle' })}
        description={intl.formatMessage({ id: id === undefined ? 'partnerObject.newLead' : 'partnerObject.editLead' })}
        back={back}
      />
      {loading ? (
        <FormSkeleton sections={2} />
      ) : error ? (
        <LoadError error={error} back={back} />
      ) : (
        <PartnerObjectForm
          key={object?.id ?? 'new'}
          object={object}
          onSaved={(saved) => {
            notify.success({ id: id === undefined ? 'partnerObject.created' : 'partnerObject.saved', values: { object: saved.name } });
            void navigate('/partner/objects');
          }}
        />
      )}
    </Stack>
  );
}
