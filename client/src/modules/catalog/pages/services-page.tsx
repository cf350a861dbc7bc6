import { Button, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { ApiError } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useBrand } from '../../owner/hooks/use-brands';
import { ServiceCard } from '../components/service-card';
import { useDeleteService, useServices, type Service } from '../hooks/use-services';

/** The services of one brand (/dashboard/brands/{brandId}/services). */
export default function ServicesPage({ brandId }: { brandId?: number }) {
  const intl = useIntl();
  const notify = useNotify();
  const { brand, error: brandError } = useBrand(brandId);
  const { services, loading, error } = useServices(brandId ?? 0);
  const deleteService = useDeleteService();
  const [deleting, setDeleting] = useState<Service | null>(null);
  const [working, setWorking] = useState(false);
  if (brandId === undefined) return <NotFoundPage />;

  async function confirmDelete() {
    if (!deleting) return;
    setWorking(true);
    try {
      await deleteService(deleting.id);
      notify.success({ id: 'services.deleted', values: { title: deleting.title } });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) notify.error({ text: failure.message });
    } finally {
      setWorking(false);
      setDeleting(null);
    }
  }

  const addService = (
    <Button component={Link} to={`/dashboard/brands/${brandId}/service/new`}>
      {intl.formatMessage({ id: 'services.add' })}
    </Button>
  );
  const back = { to: '/dashboard/brands', label: intl.formatMessage({ id: 'brands.back' }) };
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={brand ? intl.formatMessage({ id: 'services.titleOf' }, { brand: brand.name }) : intl.formatMessage({ id: 'services.title' })}
        description={intl.formatMessage({ id: 'services.lead' })}
        back={back}
        actions={services.length > 0 ? addService : undefined}
      />
      {loading ? (
        <Stack gap="md" aria-busy="true">
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      ) : error || brandError ? (
        <LoadError error={error ?? brandError} back={back} />
      ) : services.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <EmptyState
            title={intl.formatMessage({ id: 'services.empty.title' })}
            description={intl.formatMessage({ id: 'services.empty.text' })}
          >
            <EmptyState.Actions>{addService}</EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        services.map((service) => <ServiceCard key={service.id} service={service} onDelete={() => setDeleting(service)} />)
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={intl.formatMessage({ id: 'services.deleteTitle' })}
        text={intl.formatMessage({ id: 'services.deleteText' }, { title: deleting?.title ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'form.delete' })}
        working={working}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
