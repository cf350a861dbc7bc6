import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useParams } from 'react-router';
import { getLanguage } from '../../shared/i18n/language-store';
import { loadTexts } from '../../shared/i18n/load-messages';
import { PageSkeleton } from '../../shared/ui/page-skeleton';
import NotFoundPage from '../../shared/ui/not-found-page';

/** A screen's code that has not arrived after this long counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`A screen did not load within ${CHUNK_TIMEOUT_MS / 1000} seconds`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Route parameters handed to screens as inputs; ids are numbers. */
export interface ScreenInputs {
  id?: number;
  brandId?: number;
  serviceId?: number;
  editing?: boolean;
}

type Screen = ComponentType<ScreenInputs>;

let apolloBoundary: Promise<typeof import('../apollo/apollo-boundary')> | undefined;
/** The GraphQL client's chunk, fetched once, by the first screen that needs it. */
export const loadApolloBoundary = () => (apolloBoundary ??= import('../apollo/apollo-boundary'));

/** What a screen needs besides its own chunk; guest screens need neither. */
export interface ScreenNeeds {
  /** It uses GraphQL: the client's provider is fetched beside its chunk (default true). */
  graphql?: boolean;
  /** It is a provider or staff screen: their texts are fetched beside its chunk (default true). */
  ownerTexts?: boolean;
  /** It shows the booking flow's texts (the flow, its result, reservations): default as `ownerTexts`. */
  bookingTexts?: boolean;
}

/**
 * Code-splits a screen; a chunk that fails or times out throws into the route's error element. What
 * the screen needs besides (the GraphQL client, the provider and staff texts) is fetched in parallel
 * with its chunk, so guest screens (REST, guest texts) never load either.
 */
export function lazyScreen(
  load: () => Promise<{ default: Screen }>,
  { graphql = true, ownerTexts = true, bookingTexts = ownerTexts }: ScreenNeeds = {},
): Screen {
  return lazy(() =>
    withTimeout(
      Promise.all([
        load(),
        graphql ? loadApolloBoundary() : undefined,
        ownerTexts ? loadTexts('owner', getLanguage()) : undefined,
        bookingTexts ? loadTexts('booking', getLanguage()) : undefined,
      ]).then(([screenModule, apollo]) => {
        if (!apollo) return screenModule;
        const { ApolloBoundary } = apollo;
        const { default: Component } = screenModule;
        return {
          default: (inputs: ScreenInputs) => (
            <ApolloBoundary>
              <Component {...inputs} />
            </ApolloBoundary>
          ),
        };
      }),
      CHUNK_TIMEOUT_MS,
    ),
  );
}

function parseIds(params: Record<string, string | undefined>): ScreenInputs | null {
  const inputs: ScreenInputs = {};
  for (const name of ['id', 'brandId', 'serviceId'] as const) {
    const raw = params[name];
    if (raw === undefined) continue;
    if (!/^\d+$/.test(raw)) return null;
    inputs[name] = Number(raw);
  }
  return inputs;
}

/** Marks the page as running once its screen has mounted or hydrated: forms submit from then on (public/prehydration.js). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
  return null;
}

function RouteScreen({ screen: Component, editing }: { screen: Screen; editing?: boolean }) {
  const inputs = parseIds(useParams());
  if (!inputs) return <NotFoundPage />;
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Component {...inputs} editing={editing} />
      <HydrationMark />
    </Suspense>
  );
}

/** The element of a route showing `screen`, with its parameters (and `editing`) as props. */
export function screen(component: Screen, options: { editing?: boolean } = {}) {
  return <RouteScreen screen={component} editing={options.editing} />;
}
