// The public brand page (/brand/{slug}/{brandId}): who the provider is, where, and their services.
// The contact-provider form comes from the inquiries work into the marked section below.
import { Badge, Container, Grid, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { publicBrandPath } from '../../../../../common/service-links';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { usePublicData } from '../../../shared/api/use-public-data';
import { brandPage } from '../public-api';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { MapLinks } from '../../../shared/map/map-links';
import { LazyPositionMap } from '../../../shared/map/lazy-position-map';
import { BrandContactForm } from '../../inquiries/brand-contact-form';
import { ExperienceCard } from '../components/experience-card';
import { isNotFound, useCanonicalPath } from '../hooks/use-canonical-path';
import classes from './storefront-page.module.css';

function BrandSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true" py="xl">
      <Skeleton height={40} width="50%" radius="sm" />
      <Skeleton height={16} radius="sm" />
      <Skeleton height={16} width="70%" radius="sm" />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
        <Skeleton height={260} radius="md" />
        <Skeleton height={260} radius="md" />
        <Skeleton height={260} radius="md" />
      </SimpleGrid>
    </Stack>
  );
}

export default function PublicBrandPage({ brandId }: { brandId?: number }) {
  const intl = useIntl();
  const { data, error } = usePublicData(brandId === undefined ? null : `brand ${brandId}`, (signal) => brandPage(brandId!, { signal }));
  const brand = data?.brand ?? null;
  usePageTitle(brand?.name ?? intl.formatMessage({ id: 'app.loading' }));
  useCanonicalPath(brand ? publicBrandPath(brand.name, brand.id) : null);

  if (brandId === undefined || isNotFound(error)) return <NotFoundPage />;
  if (error) throw error;
  if (!brand || !data) {
    return (
      <Container size="xl" px={{ base: 'md', sm: 'lg' }}>
        <BrandSkeleton />
      </Container>
    );
  }
  const services = data.brandServices;
  return (
    <Container size="xl" px={{ base: 'md', sm: 'lg' }} pb="xl">
      <Grid gap="xl" className={classes.brandHero} align="flex-start">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {intl.formatMessage({ id: 'brandPage.eyebrow' })}
            </Text>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {brand.name}
            </Title>
            <Badge variant="light" color="sea" tt="none" w="fit-content">
              {brand.activityType.name}
            </Badge>
            <Text size="lg" style={{ whiteSpace: 'pre-line' }}>
              {brand.description}
            </Text>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <section aria-labelledby="brand-location-heading">
            <Stack gap="xs">
              <Title order={2} size="h4" id="brand-location-heading">
                {intl.formatMessage({ id: 'brandPage.location' })}
              </Title>
              <LazyPositionMap
                position={{ latitude: brand.latitude, longitude: brand.longitude }}
                label={intl.formatMessage({ id: 'preview.map' }, { address: brand.address })}
                height={200}
              />
              <Text size="sm">{brand.address}</Text>
              <MapLinks latitude={brand.latitude} longitude={brand.longitude} />
            </Stack>
          </section>
        </Grid.Col>
      </Grid>

      <section aria-labelledby="brand-services-heading">
        <Title order={2} size="h3" id="brand-services-heading" mt="xl" mb="md">
          {intl.formatMessage({ id: 'brandPage.services' }, { brand: brand.name })}
        </Title>
        {services.length === 0 ? (
          <Text c="dimmed">{intl.formatMessage({ id: 'brandPage.noServices' })}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
            {services.map((service, index) => (
              <ExperienceCard
                key={service.serviceId}
                service={service}
                eager={index < 3}
                sizes="(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw"
              />
            ))}
          </SimpleGrid>
        )}
      </section>

      <section id="contact" aria-labelledby="contact-heading" className={classes.contact} data-testid="brand-contact">
        <Title order={2} size="h3" id="contact-heading">
          {intl.formatMessage({ id: 'brandPage.contact' })}
        </Title>
        <BrandContactForm brandId={brand.id} brandName={brand.name} labelledBy="contact-heading" />
      </section>
    </Container>
  );
}
