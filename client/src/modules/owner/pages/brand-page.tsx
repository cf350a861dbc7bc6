import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { useNotify } from '../../../shared/ui/use-notify';
import { BrandForm } from '../components/brand-form';
import { FormSkeleton } from '../../../shared/ui/form-skeleton';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useBrand, useBrands, type Brand } from '../hooks/use-brands';
import { useCompany } from '../hooks/use-company';
import { useInWizard } from '../in-wizard';
import { useWizardLabels, WizardBackButton } from '../wizard/wizard-nav';
import { WizardSteps } from '../wizard/wizard-step-bar';

/**
 * A brand: added in the wizard (/add/brand) or the dashboard (/dashboard/new-brand), edited in the
 * dashboard (/dashboard/brand/edit/{id}, `editing`).
 */
export default function BrandPage({ id, editing = false }: { id?: number; editing?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const wizard = useInWizard();
  const labels = useWizardLabels();
  const { company, loading: companyLoading } = useCompany();
  const { brands } = useBrands();
  const { brand, loading, error } = useBrand(editing ? id : undefined);
  const back = { to: '/dashboard/brands', label: intl.formatMessage({ id: 'brands.back' }) };

  function saved(result: Brand) {
    notify.success({ id: 'brand.saved' });
    if (wizard) void navigate(`/add/${result.id}/service/new`);
    else if (editing) void navigate('/dashboard/brands');
    else void navigate(`/dashboard/brands/${result.id}/services`);
  }

  const existing = wizard ? brands[0] : undefined;
  return (
    <Stack gap="lg" maw={880} mx={wizard ? 'auto' : undefined}>
      {wizard && <WizardSteps active="brand" brandId={brands[0]?.id} />}
      <PageHeader
        title={intl.formatMessage({ id: editing ? 'brand.editTitle' : wizard ? 'brand.wizardTitle' : 'brand.newTitle' })}
        description={intl.formatMessage({ id: 'brand.lead' })}
        back={wizard ? undefined : back}
      />
      {existing && (
        <Alert color="sea" variant="light">
          <Text size="sm">
            {intl.formatMessage({ id: 'brand.existing' }, { name: existing.name })}{' '}
            <Anchor component={Link} to={`/add/${existing.id}/service/new`} fw={600}>
              {intl.formatMessage({ id: 'brand.useExisting' }, { name: existing.name })}
            </Anchor>
          </Text>
        </Alert>
      )}
      {!companyLoading && !company && (
        <Alert color="terracotta" variant="light">
          <Text size="sm">
            {intl.formatMessage({ id: 'brand.noCompany' })}{' '}
            <Anchor component={Link} to={wizard ? '/add/company' : '/dashboard/company'} fw={600}>
              {intl.formatMessage({ id: 'brand.toCompany' })}
            </Anchor>
          </Text>
        </Alert>
      )}
      {loading || companyLoading ? (
        <FormSkeleton sections={2} />
      ) : error ? (
        <LoadError error={error} back={back} />
      ) : (
        <BrandForm
          brand={brand}
          defaultActivityTypeId={company?.primaryActivityId}
          submitLabel={wizard ? labels.next('services') : intl.formatMessage({ id: editing ? 'form.saveChanges' : 'brand.create' })}
          back={wizard ? <WizardBackButton to="/add/company" /> : undefined}
          onSaved={saved}
        />
      )}
    </Stack>
  );
}
