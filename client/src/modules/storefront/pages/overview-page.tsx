// The layout both overviews share (/categories, /destinations): a title band and a grid of photo tiles.
import { Alert, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { CatalogGroupFieldsFragment } from '../../../graphql/generated';
import type { MessageId } from '../../../shared/i18n/messages';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { CatalogGroupTile } from '../components/catalog-group-tile';

interface OverviewPageProps {
  title: MessageId;
  lead: MessageId;
  groups: CatalogGroupFieldsFragment[];
  loading: boolean;
  failed: boolean;
  /** The list of one group, e.g. /destination/istria. */
  pathOf: (slug: string) => string;
}

export function OverviewPage({ title, lead, groups, loading, failed, pathOf }: OverviewPageProps) {
  const intl = useIntl();
  usePageTitle(intl.formatMessage({ id: title }));
  // Those with experiences first; the others keep their usual order after them.
  const ordered = [...groups].sort((a, b) => Number(b.serviceCount > 0) - Number(a.serviceCount > 0));
  return (
    <Container size="xl" px={{ base: 'md', sm: 'lg' }} py={{ base: 'xl', sm: 48 }}>
      <Stack gap="xl">
        <Stack gap={6}>
          <Title order={1}>{intl.formatMessage({ id: title })}</Title>
          <Text c="dimmed" size="lg" maw={680}>
            {intl.formatMessage({ id: lead })}
          </Text>
        </Stack>
        {failed && (
          <Alert color="red" variant="light" role="alert">
            {intl.formatMessage({ id: 'error.generic' })}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
          {loading
            ? Array.from({ length: 8 }, (_, index) => <Skeleton key={index} radius="lg" style={{ aspectRatio: '4 / 3' }} />)
            : ordered.map((group) => (
                <CatalogGroupTile
                  key={group.slug}
                  group={group}
                  to={pathOf(group.slug)}
                  sizes="(min-width: 75em) 25vw, (min-width: 48em) 33vw, 50vw"
                />
              ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
