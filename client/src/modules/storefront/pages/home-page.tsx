// Home `/` (spec: hero, popular and most recent things to do, destinations, categories, announcements),
// read over the public REST paths (no GraphQL client on the first load).
import { Alert, Container, Skeleton, SimpleGrid, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { ExperienceCardFieldsFragment } from '../../../graphql/generated';
import { usePublicData } from '../../../shared/api/use-public-data';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { AnnouncementList } from '../components/announcement-list';
import { CatalogGroupTile } from '../components/catalog-group-tile';
import { ExperienceCard } from '../components/experience-card';
import { HeroSearch } from '../components/hero-search';
import classes from '../components/home.module.css';
import { Section } from '../components/section';
import { homePage } from '../public-api';

const CARDS_PER_ROW = 4;
const HOME_DESTINATIONS = 8;
const CARD_SIZES = '(min-width: 62em) 25vw, (min-width: 36em) 42vw, 78vw';

function CardRow({ services, loading, eager }: { services: ExperienceCardFieldsFragment[]; loading: boolean; eager?: boolean }) {
  const intl = useIntl();
  if (loading) {
    return (
      <div className={classes.cardRow} aria-busy="true">
        {Array.from({ length: CARDS_PER_ROW }, (_, index) => (
          <Skeleton key={index} height={300} radius="md" />
        ))}
      </div>
    );
  }
  if (services.length === 0) return <Text c="dimmed">{intl.formatMessage({ id: 'home.empty' })}</Text>;
  return (
    <div className={classes.cardRow}>
      {services.map((service, index) => (
        <ExperienceCard key={service.serviceId} service={service} sizes={CARD_SIZES} eager={eager && index === 0} />
      ))}
    </div>
  );
}

function TileSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, index) => <Skeleton key={index} radius="lg" style={{ aspectRatio: '4 / 3' }} />);
}

export default function HomePage() {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: 'home.title' }));
  const { data, loading, error } = usePublicData(`home ${CARDS_PER_ROW}`, (signal) => homePage(CARDS_PER_ROW, { signal }));

  const regions = data?.regionOverview ?? [];
  const destinations = [...regions]
    .filter((region) => region.serviceCount > 0)
    .sort((a, b) => b.serviceCount - a.serviceCount)
    .slice(0, HOME_DESTINATIONS);
  const categories = data?.categoryOverview ?? [];
  const announcements = data?.announcements ?? [];

  return (
    <>
      <HeroSearch destinations={regions} />
      {error && !data && (
        <Container size="xl" pt="xl">
          <Alert color="red" variant="light" role="alert">
            {intl.formatMessage({ id: 'error.generic' })}
          </Alert>
        </Container>
      )}
      <Section
        id="popular"
        title={intl.formatMessage({ id: 'home.popular.title' })}
        seeAll={{ to: '/things-to-do', label: intl.formatMessage({ id: 'home.seeAllPopular' }) }}
      >
        <CardRow services={data?.popularServices.content ?? []} loading={loading} />
      </Section>
      <Section
        id="latest"
        title={intl.formatMessage({ id: 'home.latest.title' })}
        seeAll={{ to: '/most-recent', label: intl.formatMessage({ id: 'home.seeAllLatest' }) }}
      >
        <CardRow services={data?.latestServices.content ?? []} loading={loading} />
      </Section>
      <Section
        id="destinations"
        title={intl.formatMessage({ id: 'home.destinations.title' })}
        lead={intl.formatMessage({ id: 'home.destinations.lead' })}
        seeAll={{ to: '/destinations', label: intl.formatMessage({ id: 'home.seeAllDestinations' }) }}
      >
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
          {loading ? (
            <TileSkeletons count={4} />
          ) : (
            destinations.map((region) => <CatalogGroupTile key={region.slug} group={region} to={`/destination/${region.slug}`} />)
          )}
        </SimpleGrid>
      </Section>
      <Section
        id="categories"
        title={intl.formatMessage({ id: 'home.categories.title' })}
        lead={intl.formatMessage({ id: 'home.categories.lead' })}
        seeAll={{ to: '/categories', label: intl.formatMessage({ id: 'home.seeAllCategories' }) }}
      >
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing={{ base: 'sm', sm: 'md' }}>
          {loading ? (
            <TileSkeletons count={6} />
          ) : (
            categories.map((category) => (
              <CatalogGroupTile
                key={category.slug}
                group={category}
                to={`/category/${category.slug}`}
                ratio={1}
                sizes="(min-width: 62em) 16vw, (min-width: 36em) 33vw, 50vw"
              />
            ))
          )}
        </SimpleGrid>
      </Section>
      {announcements.length > 0 && (
        <Section id="announcements" title={intl.formatMessage({ id: 'home.announcements.title' })}>
          <AnnouncementList announcements={announcements} />
        </Section>
      )}
    </>
  );
}
