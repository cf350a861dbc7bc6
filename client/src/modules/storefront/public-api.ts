// The storefront's reads over the public REST paths, in the shapes of the GraphQL documents next to
// them (the REST bodies carry the GraphQL types' fields, a superset of each fragment), so screens use
// the generated types without loading the GraphQL client.
import type {
  CategoryOverviewQuery,
  HomePageQuery,
  PublicBrandPageQuery,
  PublicServicePageQuery,
  RegionOverviewQuery,
  SearchServicesQuery,
  SearchServicesQueryVariables,
} from '../../graphql/generated';
import { apiFetch } from '../../shared/api/rest';

type Options = { signal?: AbortSignal };
// `no-cache`: the browser asks again each time (a 304 by ETag when nothing changed), so a change staff
// or a provider just made shows at once, as it did over GraphQL, despite the public paths' max-age.
const get = <T>(path: string, { signal }: Options, query?: Record<string, string | number | undefined>) =>
  apiFetch<T>(path, { signal, query, cache: 'no-cache' });

export async function homePage(size: number, options: Options): Promise<HomePageQuery> {
  const [popularServices, latestServices, regionOverview, categoryOverview, announcements] = await Promise.all([
    get<HomePageQuery['popularServices']>('/services/popular', options, { size }),
    get<HomePageQuery['latestServices']>('/services/latest', options, { size }),
    get<HomePageQuery['regionOverview']>('/regions/overview', options),
    get<HomePageQuery['categoryOverview']>('/categories/overview', options),
    get<HomePageQuery['announcements']>('/announcements', options),
  ]);
  return { popularServices, latestServices, regionOverview, categoryOverview, announcements };
}

export async function regionOverview(options: Options): Promise<RegionOverviewQuery> {
  return { regionOverview: await get<RegionOverviewQuery['regionOverview']>('/regions/overview', options) };
}

export async function categoryOverview(options: Options): Promise<CategoryOverviewQuery> {
  return { categoryOverview: await get<CategoryOverviewQuery['categoryOverview']>('/categories/overview', options) };
}

export async function servicePage(id: number, options: Options): Promise<PublicServicePageQuery> {
  const [service, publicServicePhotos, relatedServices] = await Promise.all([
    get<PublicServicePageQuery['service']>(`/services/${id}`, options),
    get<PublicServicePageQuery['publicServicePhotos']>(`/services/${id}/photos`, options),
    get<PublicServicePageQuery['relatedServices']>(`/services/${id}/related`, options),
  ]);
  return { service, publicServicePhotos, relatedServices };
}

export async function brandPage(id: number, options: Options): Promise<PublicBrandPageQuery> {
  const [brand, brandServices] = await Promise.all([
    get<PublicBrandPageQuery['brand']>(`/brands/${id}`, options),
    get<PublicBrandPageQuery['brandServices']>(`/brands/${id}/services`, options),
  ]);
  return { brand, brandServices };
}

export async function searchServices(variables: SearchServicesQueryVariables, options: Options): Promise<SearchServicesQuery> {
  const query = Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== null && value !== undefined)) as Record<string, string | number>;
  return { services: await get<SearchServicesQuery['services']>('/services', options, query) };
}
