// The storefront's reads over the public REST paths, in the shapes of the GraphQL documents next to
// them (the REST bodies carry the GraphQL types' fields, a superset of each fragment), so screens use
// the generated types without loading the GraphQL client. Each answer is typed by the server's OpenAPI
// document and assigned to its query type, so the compiler checks that superset.
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
import type { RestSchema } from '../../shared/api/rest-schema';

type Options = { signal?: AbortSignal };
// `no-cache`: the browser asks again each time (a 304 by ETag when nothing changed), so a change staff
// or a provider just made shows at once, as it did over GraphQL, despite the public paths' max-age.
const get = <T>(path: string, { signal }: Options, query?: Record<string, string | number | undefined>) =>
  apiFetch<T>(path, { signal, query, cache: 'no-cache' });

export async function homePage(size: number, options: Options): Promise<HomePageQuery> {
  const [popularServices, latestServices, regionOverview, categoryOverview, announcements] = await Promise.all([
    get<RestSchema['ServicePage']>('/services/popular', options, { size }),
    get<RestSchema['ServicePage']>('/services/latest', options, { size }),
    get<RestSchema['CatalogGroup'][]>('/regions/overview', options),
    get<RestSchema['CatalogGroup'][]>('/categories/overview', options),
    get<RestSchema['Announcement'][]>('/announcements', options),
  ]);
  return { popularServices, latestServices, regionOverview, categoryOverview, announcements };
}

export async function regionOverview(options: Options): Promise<RegionOverviewQuery> {
  return { regionOverview: await get<RestSchema['CatalogGroup'][]>('/regions/overview', options) };
}

export async function categoryOverview(options: Options): Promise<CategoryOverviewQuery> {
  return { categoryOverview: await get<RestSchema['CatalogGroup'][]>('/categories/overview', options) };
}

export async function servicePage(id: number, options: Options): Promise<PublicServicePageQuery> {
  const [service, publicServicePhotos, relatedServices] = await Promise.all([
    get<RestSchema['PublicService']>(`/services/${id}`, options),
    get<RestSchema['PublicPhoto'][]>(`/services/${id}/photos`, options),
    get<RestSchema['PublicService'][]>(`/services/${id}/related`, options),
  ]);
  return { service, publicServicePhotos, relatedServices };
}

export async function brandPage(id: number, options: Options): Promise<PublicBrandPageQuery> {
  const [brand, brandServices] = await Promise.all([
    get<RestSchema['Brand']>(`/brands/${id}`, options),
    get<RestSchema['PublicService'][]>(`/brands/${id}/services`, options),
  ]);
  return { brand, brandServices };
}

export async function searchServices(variables: SearchServicesQueryVariables, options: Options): Promise<SearchServicesQuery> {
  const query = Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== null && value !== undefined)) as Record<
    string,
    string | number
  >;
  return { services: await get<RestSchema['ServicePage']>('/services', options, query) };
}
