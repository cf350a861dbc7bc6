import { Alert, Anchor, Badge, Button, Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/api-error';
import { useNotify } from '../../../shared/ui/use-notify';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { PageHeader } from '../../../shared/ui/page-header';
import { useBrands, useDeleteBrand, type Brand } from '../hooks/use-brands';
import { useCompany } from '../hooks/use-company';

function BrandCard({ brand, onDelete }: { brand: Brand; onDelete(): void }) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={`brand-${brand.id}`}>
      <Stack gap="sm" h="100%">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Title order={2} size="h3" id={`brand-${brand.id}`} style={{ overflowWrap: 'anywhere' }}>
              {brand.name}
            </Title>
            <Badge color="sand" c="sand.9" variant="light" style={{ flexShrink: 0 }}>
              {brand.activityType.name}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {brand.address}
          </Text>
        </Stack>
        <Text size="sm" lineClamp={3}>
          {brand.description}
        </Text>
        <Group gap="xs" mt="auto" pt="xs">
          <Button component={Link} to={`/dashboard/brands/${brand.id}/services`}>
            {intl.formatMessage({ id: 'brands.services' })}
          </Button>
          <Button component={Link} to={`/dashboard/brand/edit/${brand.id}`} variant="default">
            {intl.formatMessage({ id: 'form.edit' })}
          </Button>
          <Button variant="subtle" color="red" onClick={onDelete}>
            {intl.formatMessage({ id: 'form.delete' })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** The provider's brands, each leading to its services. */
export default function BrandsPage() {
  const intl = useIntl();
  const notify = useNotify();
  const { brands, loading, error } = useBrands();
  const { company, loading: companyLoading } = useCompany();
  const deleteBrand = useDeleteBrand();
  const [deleting, setDeleting] = useState<Brand | null>(null);
  const [working, setWorking] = useState(false);

  async function confirmDelete() {
    if (!deleting) return;
    setWorking(true);
    try {
      await deleteBrand(deleting.id);
      notify.success({ id: 'brands.deleted', values: { name: deleting.name } });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status < 500) notify.error({ text: failure.message });
    } finally {
      setWorking(false);
      setDeleting(null);
    }
  }

  // Brands belong to the business entity: without one, registering it is the next action.
  const addBrand = company ? (
    <Button component={Link} to="/dashboard/new-brand">
      {intl.formatMessage({ id: 'brands.add' })}
    </Button>
  ) : (
    <Button component={Link} to="/dashboard/company" loading={companyLoading}>
      {intl.formatMessage({ id: 'brand.toCompany' })}
    </Button>
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={intl.formatMessage({ id: 'brands.title' })}
        description={intl.formatMessage({ id: 'brands.lead' })}
        actions={brands.length > 0 ? addBrand : undefined}
      />
      {!companyLoading && !company && (
        <Alert color="terracotta" variant="light">
          <Text size="sm">
            {intl.formatMessage({ id: 'brand.noCompany' })}{' '}
            <Anchor component={Link} to="/dashboard/company" fw={600}>
              {intl.formatMessage({ id: 'brand.toCompany' })}
            </Anchor>
          </Text>
        </Alert>
      )}
      {loading ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy="true">
          <Skeleton height={200} radius="md" />
          <Skeleton height={200} radius="md" />
        </SimpleGrid>
      ) : error ? (
        <LoadError error={error} />
      ) : brands.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <EmptyState
            title={intl.formatMessage({ id: 'brands.empty.title' })}
            description={intl.formatMessage({ id: 'brands.empty.text' })}
          >
            <EmptyState.Actions>{addBrand}</EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {brands.map((brand) => (
            <BrandCard key={brand.id} brand={brand} onDelete={() => setDeleting(brand)} />
          ))}
        </SimpleGrid>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={intl.formatMessage({ id: 'brands.deleteTitle' })}
        text={intl.formatMessage({ id: 'brands.deleteText' }, { name: deleting?.name ?? '' })}
        confirmLabel={intl.formatMessage({ id: 'form.delete' })}
        working={working}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
