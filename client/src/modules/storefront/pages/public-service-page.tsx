// The public service page (/{regionSlug}/{slug}/{serviceId}): the shared service view with the
// booking widget in its right column, the brand link and similar services.
import { Container, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { publicBrandPath, publicServicePath } from '../../../../../common/service-links';
import NotFoundPage from '../../../app/pages/not-found-page';
import type { PublicServicePageQuery } from '../../../graphql/generated';
import { usePublicData } from '../../../shared/api/use-public-data';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { ServiceView } from '../../catalog/components/preview/service-view';
import { BookingPanel } from '../booking-widget/booking-panel';
import { RequestToBook } from '../booking-widget/request-to-book';
import { useBookingChoice } from '../booking-widget/use-booking-choice';
import { ExperienceCard } from '../components/experience-card';
import { isNotFound, useCanonicalPath } from '../hooks/use-canonical-path';
import { servicePage } from '../public-api';
import classes from './storefront-page.module.css';

function ServicePageSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton radius="md" className={classes.gallerySkeleton} />
      <Skeleton height={14} width="30%" radius="sm" />
      <Skeleton height={36} width="70%" radius="sm" />
      <Skeleton height={16} radius="sm" />
      <Skeleton height={16} width="80%" radius="sm" />
    </Stack>
  );
}

function SimilarServices({ services }: { services: PublicServicePageQuery['relatedServices'] }) {
  const intl = useIntl();
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className={classes.similar}>
      <Title order={2} size="h3" id="similar-heading" mb="md">
        {intl.formatMessage({ id: 'servicePage.similar' })}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg">
        {services.map((service) => (
          <ExperienceCard key={service.serviceId} service={service} sizes="(min-width: 62em) 360px, (min-width: 36em) 50vw, 100vw" />
        ))}
      </SimpleGrid>
    </section>
  );
}

export default function PublicServicePage({ serviceId }: { serviceId?: number }) {
  const intl = useIntl();
  const { data, error } = usePublicData(serviceId === undefined ? null : `service ${serviceId}`, (signal) => servicePage(serviceId!, { signal }));
  const service = data?.service ?? null;
  const booking = useBookingChoice(serviceId ?? 0);
  usePageTitle(service?.title ?? intl.formatMessage({ id: 'app.loading' }));
  useCanonicalPath(service ? publicServicePath(service.regionSlug, service.title, service.serviceId) : null);

  if (serviceId === undefined || isNotFound(error)) return <NotFoundPage />;
  if (error) throw error;
  return (
    <Container size="lg" py={{ base: 'md', md: 'xl' }} className={classes.page}>
      {!service || !data ? (
        <ServicePageSkeleton />
      ) : (
        <ServiceView
          service={service}
          photos={data.publicServicePhotos}
          brandHref={publicBrandPath(service.brandName, service.brandId)}
          booking={<BookingPanel service={service} {...booking} action={(choice, state) => <RequestToBook choice={choice} state={state} />} />}
          footer={<SimilarServices services={data.relatedServices} />}
        />
      )}
    </Container>
  );
}
