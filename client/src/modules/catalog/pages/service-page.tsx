import { Alert, Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../shared/ui/use-notify';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { FormSkeleton } from '../../../shared/ui/form-skeleton';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useBrand } from '../../owner/hooks/use-brands';
import { useInWizard } from '../../owner/in-wizard';
import { useWizardLabels, WizardBackButton } from '../../owner/wizard/wizard-nav';
import { WizardSteps } from '../../owner/wizard/wizard-step-bar';
import { wizardPath } from '../../owner/wizard/wizard-steps';
import { ReviewNote } from '../components/review-note';
import { RevisionBanner } from '../components/revision-banner';
import { ServiceForm } from '../components/service-form/service-form';
import { useServiceResources } from '../hooks/use-service-resources';
import { useService, type Service } from '../hooks/use-services';
import { useServicePartners } from '../hooks/use-service-partners';

interface ServicePageProps {
  brandId?: number;
  serviceId?: number;
  editing?: boolean;
}

/**
 * A service: added in the wizard (/add/{brandId}/service/new) or the dashboard
 * (/dashboard/brands/{brandId}/service/new), edited in the dashboard (`editing`) or, when the
 * provider steps back, in the wizard (/add/{brandId}/service/{serviceId}).
 */
export default function ServicePage({ brandId, serviceId }: ServicePageProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const notify = useNotify();
  const wizard = useInWizard();
  const labels = useWizardLabels();
  const { brand, loading: brandLoading, error: brandError } = useBrand(brandId);
  const { service, loading: serviceLoading, error: serviceError } = useService(serviceId);
  const { resources, loading: resourcesLoading, error: resourcesError } = useServiceResources();
  const { partnerIds, loading: partnersLoading } = useServicePartners(serviceId);
  if (brandId === undefined) return <NotFoundPage />;

  const servicesPath = `/dashboard/brands/${brandId}/services`;
  const back = wizard
    ? undefined
    : { to: servicesPath, label: intl.formatMessage({ id: 'services.backTo' }, { brand: brand?.name ?? '…' }) };

  function saved(result: Service) {
    notify.success({ id: result.pendingRevision?.state === 'PENDING' ? 'revision.saved' : 'service.saved' });
    if (wizard) void navigate(wizardPath('offers', brandId!, result.id));
    else if (serviceId === undefined) void navigate(`/dashboard/brands/${brandId}/service/${result.id}/offers/new`);
    else void navigate(servicesPath);
  }

  const loading = brandLoading || serviceLoading || resourcesLoading || partnersLoading;
  const error = brandError ?? serviceError ?? resourcesError;
  const editing = serviceId !== undefined;
  return (
    <Stack gap="lg" maw={880} mx={wizard ? 'auto' : undefined}>
      {wizard && <WizardSteps active="services" brandId={brandId} serviceId={serviceId} />}
      <PageHeader
        title={intl.formatMessage({ id: editing ? 'service.editTitle' : wizard ? 'service.wizardTitle' : 'service.newTitle' })}
        description={brand ? intl.formatMessage({ id: 'service.lead' }, { brand: brand.name }) : undefined}
        back={back}
      />
      {service?.status === 'APPROVED' && (
        <Alert color="sea" title={intl.formatMessage({ id: 'service.liveNotice.title' })} data-testid="live-service-notice">
          {intl.formatMessage({ id: 'service.liveNotice.text' })}
        </Alert>
      )}
      {service?.status === 'RETURNED' && <ReviewNote note={service.reviewNote} />}
      {service && <RevisionBanner revision={service.pendingRevision} />}
      {loading ? (
        <FormSkeleton sections={4} />
      ) : error || !resources ? (
        <LoadError error={error} back={{ to: '/dashboard/brands', label: intl.formatMessage({ id: 'brands.back' }) }} />
      ) : (
        <ServiceForm
          key={service?.id ?? 'new'}
          brandId={brandId}
          brand={brand}
          service={service}
          partnerIds={partnerIds}
          resources={resources}
          submitLabel={wizard ? labels.next('offers') : intl.formatMessage({ id: editing ? 'form.saveChanges' : 'service.create' })}
          back={wizard ? <WizardBackButton to={wizardPath('brand', brandId)} /> : undefined}
          onSaved={saved}
        />
      )}
    </Stack>
  );
}
