// "Similar experiences" under a service page: photo cards of related services. Its own chunk, fetched
// after the page's first paint (below the fold; the page keeps its place meanwhile).
import { SimpleGrid, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { PublicServicePageQuery } from '../../../graphql/generated';
import classes from '../pages/storefront-page.module.css';
import { ExperienceCard } from './experience-card';

export default function SimilarServices({ services }: { services: PublicServicePageQuery['relatedServices'] }) {
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
