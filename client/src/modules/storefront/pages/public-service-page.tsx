// The public service page (/{regionSlug}/{slug}/{serviceId}): the shared service view with the
// booking widget in its right column, the brand link, the verified reviews and similar services. The widget's action and
// the similar services (below the fold) are their own chunks, fetched after the first paint.
import { Container, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { publicBrandPath, publicServicePath } from '../../../../../common/service-links';
import NotFoundPage from '../../../shared/ui/not-found-page';
import { usePublicData } from '../../../shared/api/use-public-data';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { ServiceView } from '../../catalog/components/preview/service-view';
import { BookingPanel } from '../../booking/widget/booking-panel';
import type { BookingChoice, ChoiceState } from '../../booking/widget/booking-choice';
import { useBookingChoice } from '../../booking/widget/use-booking-choice';
import { isNotFound, useCanonicalPath } from '../hooks/use-canonical-path';
import { servicePage } from '../public-api';
import { ServiceReviews } from '../../reviews/service-reviews';
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

const loadRequestToBook = () => import('../../booking/widget/request-to-book');
const RequestToBook = lazy(() => loadRequestToBook().then((module) => ({ default: module.RequestToBook })));
const SimilarServices = lazy(() => import('../components/similar-services'));

function BookingAction({ choice, state }: { choice: BookingChoice; state: ChoiceState }) {
  return (
    <Suspense fallback={<Skeleton height={42} radius="xl" />}>
      <RequestToBook choice={choice} state={state} />
    </Suspense>
  );
}

export default function PublicServicePage({ serviceId }: { serviceId?: number }) {
  const intl = useIntl();
  const { data, error } = usePublicData(serviceId === undefined ? null : `service ${serviceId}`, (signal) =>
    servicePage(serviceId!, { signal }),
  );
  const service = data?.service ?? null;
  const booking = useBookingChoice(serviceId ?? 0);
  usePageTitle(service?.title ?? intl.formatMessage({ id: 'app.loading' }));
  useCanonicalPath(service ? publicServicePath(service.regionSlug, service.title, service.serviceId) : null);
  useEffect(() => void loadRequestToBook(), []);

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
          booking={
            <BookingPanel service={service} {...booking} action={(choice, state) => <BookingAction choice={choice} state={state} />} />
          }
          footer={
            <>
              <ServiceReviews serviceId={service.serviceId} rating={service.rating} />
              {data.relatedServices.length > 0 && (
                <Suspense fallback={<div className={classes.similarPlaceholder} />}>
                  <SimilarServices services={data.relatedServices} />
                </Suspense>
              )}
            </>
          }
        />
      )}
    </Container>
  );
}
