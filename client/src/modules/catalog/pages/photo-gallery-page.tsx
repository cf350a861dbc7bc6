import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useInWizard } from '../../owner/in-wizard';
import { WizardNav } from '../../owner/wizard/wizard-nav';
import { WizardSteps } from '../../owner/wizard/wizard-step-bar';
import { wizardPath } from '../../owner/wizard/wizard-steps';
import { PhotoGalleryEditor } from '../components/photos/photo-gallery-editor';
import { usePhotos } from '../hooks/use-photos';
import { useServiceContext } from '../hooks/use-service-context';

interface PhotoGalleryPageProps {
  brandId?: number;
  serviceId?: number;
  editing?: boolean;
}

/** The photo gallery of a service: a wizard step, or the dashboard's gallery (`editing`) and "add photos". */
export default function PhotoGalleryPage({ brandId, serviceId, editing = false }: PhotoGalleryPageProps) {
  const intl = useIntl();
  const wizard = useInWizard();
  const context = useServiceContext(brandId, serviceId);
  const { photos } = usePhotos(serviceId ?? 0);
  if (brandId === undefined || serviceId === undefined) return <NotFoundPage />;

  return (
    <Stack gap="lg" maw={1040} mx={wizard ? 'auto' : undefined}>
      {wizard && <WizardSteps active="photogallery" brandId={brandId} serviceId={serviceId} />}
      <PageHeader
        title={intl.formatMessage({ id: wizard || editing ? 'photos.editTitle' : 'photos.newTitle' })}
        description={
          context.service
            ? intl.formatMessage({ id: 'photos.lead' }, { service: context.service.title })
            : intl.formatMessage({ id: 'photos.leadShort' })
        }
        back={wizard ? undefined : context.back}
      />
      {context.error ? <LoadError error={context.error} back={context.back} /> : <PhotoGalleryEditor serviceId={serviceId} />}
      {wizard && (
        <WizardNav
          back={wizardPath('calendar', brandId, serviceId)}
          next={{ to: wizardPath('preview', brandId, serviceId), step: 'preview', disabled: photos.length === 0 }}
          hint={photos.length === 0 ? 'photos.needOne' : undefined}
        />
      )}
    </Stack>
  );
}
