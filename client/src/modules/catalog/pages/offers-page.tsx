import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useInWizard } from '../../owner/in-wizard';
import { WizardNav } from '../../owner/wizard/wizard-nav';
import { WizardSteps } from '../../owner/wizard/wizard-step-bar';
import { wizardPath } from '../../owner/wizard/wizard-steps';
import { OffersEditor } from '../components/offers/offers-editor';
import { useOffers } from '../hooks/use-offers';
import { useServiceContext } from '../hooks/use-service-context';

interface OffersPageProps {
  brandId?: number;
  serviceId?: number;
  editing?: boolean;
}

/**
 * The offers of a service: a wizard step (/add/…/offers), or in the dashboard the list (`editing`)
 * and adding one (…/offers/new, the form open).
 */
export default function OffersPage({ brandId, serviceId, editing = false }: OffersPageProps) {
  const intl = useIntl();
  const wizard = useInWizard();
  const context = useServiceContext(brandId, serviceId);
  const { offers } = useOffers(serviceId ?? 0);
  if (brandId === undefined || serviceId === undefined) return <NotFoundPage />;

  const title = intl.formatMessage({ id: wizard || editing ? 'offers.editTitle' : 'offers.newTitle' });
  return (
    <Stack gap="lg" maw={880} mx={wizard ? 'auto' : undefined}>
      {wizard && <WizardSteps active="offers" brandId={brandId} serviceId={serviceId} />}
      <PageHeader
        title={title}
        description={
          context.service
            ? intl.formatMessage({ id: 'offers.lead' }, { service: context.service.title })
            : intl.formatMessage({ id: 'offers.leadShort' })
        }
        back={wizard ? undefined : context.back}
      />
      {context.error ? (
        <LoadError error={context.error} back={context.back} />
      ) : (
        <OffersEditor serviceId={serviceId} openForm={wizard ? 'whenEmpty' : editing ? 'never' : 'always'} />
      )}
      {wizard && (
        <WizardNav
          back={wizardPath('services', brandId, serviceId)}
          next={{ to: wizardPath('calendar', brandId, serviceId), step: 'calendar', disabled: offers.length === 0 }}
          hint={offers.length === 0 ? 'offers.needOne' : undefined}
        />
      )}
    </Stack>
  );
}
