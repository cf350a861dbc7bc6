// A list of services with search, filters, sort and paging, all kept in the URL query: the body of
// /things-to-do, /category/{slug}, /destination/{slug} and /most-recent. The first paint carries the
// title, the count and the cards; the filters, the sort and the paging (Mantine's Combobox, inputs and
// Pagination) are their own chunk, fetched right after it with their places kept, and the phone's
// drawer another, fetched after it on a phone.
import { Badge, Box, Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import type { SearchServicesQueryVariables } from '../../../graphql/generated';
import { usePublicData } from '../../../shared/api/use-public-data';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { activeFilterCount, PAGE_SIZE, readFilters, writeFilters, type ListFilters, type ListSort } from '../hooks/list-filters';
import { ExperienceCard } from './experience-card';
import type { FixedFilter } from './filter-panel';
import { FilterPanelSkeleton } from './filter-panel-skeleton';
import { searchServices } from '../public-api';

interface ServiceListProps {
  title: string;
  intro?: ReactNode;
  /** The sort when the guest picks none and searches no text. */
  defaultSort: ListSort;
  /** A category or destination list sets this filter itself. */
  fixed?: { key: FixedFilter; value: string };
}

/** Cards in the first row load their photo at once (the widest grid shows 3). */
const EAGER_CARDS = 3;

const loadPanel = () => import('./filter-panel');
const loadControls = () => import('./list-controls');
const loadDrawer = () => import('./filter-drawer');
const FilterPanel = lazy(() => loadPanel().then((module) => ({ default: module.FilterPanel })));
const SortSelect = lazy(() => loadControls().then((module) => ({ default: module.SortSelect })));
const ListPagination = lazy(() => loadControls().then((module) => ({ default: module.ListPagination })));
const FilterDrawer = lazy(loadDrawer);

export function ServiceList({ title, intro, defaultSort, fixed }: ServiceListProps) {
  const intl = useIntl();
  usePageTitle(title);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const desktop = useMediaQuery('(min-width: 62em)', true);
  const [drawerOpen, drawer] = useDisclosure(false);
  // After the first paint: the filters and controls; on a phone the drawer too, so it opens at once.
  useEffect(() => {
    void loadPanel();
    void loadControls();
  }, []);
  useEffect(() => {
    if (!desktop) void loadDrawer();
  }, [desktop]);
  const sort = filters.sort ?? (filters.q ? 'RELEVANCE' : defaultSort);
  const fixedKeys = fixed ? [fixed.key] : [];
  const filterCount = activeFilterCount(filters, fixedKeys);

  const variables: SearchServicesQueryVariables = {
    q: filters.q,
    category: fixed?.key === 'category' ? fixed.value : filters.category,
    destination: fixed?.key === 'destination' ? fixed.value : filters.destination,
    date: filters.date,
    people: filters.people,
    priceMin: filters.priceMin,
    priceMax: filters.priceMax,
    language: filters.language,
    duration: filters.duration,
    sort,
    page: filters.page - 1,
    size: PAGE_SIZE,
  };
  const { data, previousData, loading, error } = usePublicData(`services ${JSON.stringify(variables)}`, (signal) =>
    searchServices(variables, { signal }),
  );
  const result = (data ?? previousData)?.services;

  // Two changes in quick succession (a choice, then a date) must both land: each builds on the last
  // filters written, not on those of the last render.
  const latest = useRef(filters);
  useEffect(() => {
    latest.current = filters;
  }, [filters]);
  const write = useCallback(
    (next: ListFilters) => {
      latest.current = next;
      setParams(writeFilters(next));
    },
    [setParams],
  );
  const update = useCallback((patch: Partial<ListFilters>) => write({ ...latest.current, page: 1, ...patch }), [write]);
  const clear = useCallback(() => write({ page: 1, sort: latest.current.sort }), [write]);
  const goToPage = (page: number) => {
    write({ ...latest.current, page });
    window.scrollTo({ top: 0 });
  };

  const panel = (idPrefix: string) => (
    <Suspense fallback={<FilterPanelSkeleton fixed={fixed?.key} peopleHint={!filters.date} />}>
      <FilterPanel filters={filters} fixed={fixed?.key} onChange={update} onClear={clear} idPrefix={idPrefix} />
    </Suspense>
  );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xs" mb="lg">
        <Title order={1}>{title}</Title>
        {intro}
      </Stack>
      <Group align="flex-start" gap="xl" wrap="nowrap">
        {desktop && (
          <Box component="aside" w={260} style={{ flexShrink: 0 }} aria-label={intl.formatMessage({ id: 'search.filters' })}>
            {panel('filters')}
          </Box>
        )}
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="sm">
            <Text role="status" aria-live="polite" fw={500} data-testid="result-count">
              {result
                ? intl.formatMessage({ id: 'search.resultCount' }, { count: result.totalElements })
                : intl.formatMessage({ id: 'app.loading' })}
            </Text>
            <Group gap="sm">
              {!desktop && (
                <Button
                  variant="default"
                  onClick={drawer.open}
                  rightSection={
                    filterCount > 0 ? (
                      <Badge size="sm" circle>
                        {filterCount}
                      </Badge>
                    ) : undefined
                  }
                >
                  {intl.formatMessage({ id: 'search.filters' })}
                </Button>
              )}
              {/* The select's size while its chunk loads (Mantine's default input height). */}
              <Suspense fallback={<Skeleton height={36} width={200} radius="sm" />}>
                <SortSelect value={sort} withRelevance={Boolean(filters.q)} onChange={(next) => update({ sort: next })} />
              </Suspense>
            </Group>
          </Group>
          {Boolean(error) && <Text c="red">{intl.formatMessage({ id: 'search.error' })}</Text>}
          {!result && loading && (
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }}>
              {Array.from({ length: 6 }, (_, index) => (
                <Skeleton key={index} height={300} radius="md" />
              ))}
            </SimpleGrid>
          )}
          {result && result.content.length === 0 && (
            <Stack align="center" gap="sm" py="xl" ta="center" data-testid="empty-state">
              <Title order={2} size="h3">
                {intl.formatMessage({ id: 'search.empty.title' })}
              </Title>
              <Text c="dimmed" maw={420}>
                {intl.formatMessage({ id: filterCount > 0 ? 'search.empty.withFilters' : 'search.empty.none' })}
              </Text>
              {filterCount > 0 && <Button onClick={clear}>{intl.formatMessage({ id: 'search.clear' })}</Button>}
            </Stack>
          )}
          {result && result.content.length > 0 && (
            <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg" style={{ opacity: loading ? 0.6 : 1 }}>
              {result.content.map((service, index) => (
                <ExperienceCard
                  key={service.serviceId}
                  service={service}
                  eager={index < EAGER_CARDS}
                  sizes="(min-width: 75em) 300px, (min-width: 36em) 50vw, 100vw"
                />
              ))}
            </SimpleGrid>
          )}
          {result && result.totalPages > 1 && (
            <Group justify="center" mt="md">
              {/* The controls' height (Mantine's md) while their chunk loads. */}
              <Suspense fallback={<Box h={32} />}>
                <ListPagination total={result.totalPages} value={filters.page} onChange={goToPage} />
              </Suspense>
            </Group>
          )}
        </Stack>
      </Group>
      {!desktop && (
        <Suspense fallback={null}>
          <FilterDrawer
            opened={drawerOpen}
            onClose={drawer.close}
            title={intl.formatMessage({ id: 'search.filters' })}
            showResults={intl.formatMessage({ id: 'search.showResults' }, { count: result?.totalElements ?? 0 })}
          >
            {panel('drawer-filters')}
          </FilterDrawer>
        </Suspense>
      )}
    </Container>
  );
}
