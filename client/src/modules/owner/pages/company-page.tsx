import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../shared/ui/use-notify';
import { AgreementPanel } from '../components/agreement-panel';
import { CompanyForm } from '../components/company-form';
import { FormSkeleton } from '../../../shared/ui/form-skeleton';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useCompany } from '../hooks/use-company';
import { useWizardLabels, WizardBackButton } from '../wizard/wizard-nav';
import { WizardSteps } from '../wizard/wizard-step-bar';

/** The business entity: registered in the wizard (/add/company), edited in the dashboard (`editing`). */
export default function CompanyPage({ editing = false }: { editing?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const { company, loading, error } = useCompany();
  const labels = useWizardLabels();

  return (
    <Stack gap="lg" maw={880} mx={!editing ? 'auto' : undefined}>
      {!editing && <WizardSteps active="company" />}
      <PageHeader
        title={intl.formatMessage({ id: editing ? 'company.title' : 'company.wizardTitle' })}
        description={intl.formatMessage({ id: 'company.lead' })}
      />
      {editing && company && <AgreementPanel />}
      {loading ? (
        <FormSkeleton sections={3} />
      ) : error ? (
        <LoadError error={error} />
      ) : (
        <CompanyForm
          company={company}
          submitLabel={editing ? intl.formatMessage({ id: 'form.saveChanges' }) : labels.next('brand')}
          back={editing ? undefined : <WizardBackButton to="/add/welcome" />}
          onSaved={() => {
            notify.success({ id: 'company.saved' });
            if (!editing) void navigate('/add/brand');
          }}
        />
      )}
    </Stack>
  );
}
