// What guests see of the catalog changed somewhere: triggers on the service, its offers, photos,
// tags, amenities, languages and its brand send NOTIFY catalog_changed on commit (migration
// CatalogChangeNotify), whichever server instance or tool made the change. Each process LISTENs
// (started with the runtime) and moves its catalog version on: copies of public pages and answers
// kept under an older version (storefront's page renderer and page metadata) are not served again.
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { PgListener } from '../notifications/pg-listener.js';

export const CATALOG_CHANNEL = 'catalog_changed';

let version = 0;
/** Listeners of this process whose connection is down: changes may go unheard meanwhile. */
let deaf = 0;

/**
 * The version of the catalog as this process knows it. Keep a copy under the version read before
 * computing it, serve it only while the version is unchanged. While a LISTEN connection is down no
 * change would be heard, so every call gives a new version: nothing kept is served, nothing is kept.
 */
export function catalogVersion(): number {
  if (deaf > 0) version += 1;
  return version;
}

/** A change was heard (or may have been missed): every kept copy is out of date. */
export function catalogChanged(): void {
  version += 1;
}

/** This process hears the catalog's changes until `stop`. */
export function watchCatalogChanges(options: { dataSource: DataSource; log: Logger }): { stop: () => Promise<void> } {
  let down = false;
  const setDown = (value: boolean) => {
    if (down === value) return;
    down = value;
    deaf += value ? 1 : -1;
  };
  // Deaf until LISTEN holds: a page kept before could miss a change made before.
  setDown(true);
  const listener = new PgListener({
    ...options,
    name: 'catalog changes',
    applicationName: 'lokalno-catalog-changes',
    channels: [CATALOG_CHANNEL],
    onNotification: catalogChanged,
    onConnected: () => {
      setDown(false);
      catalogChanged();
    },
    onDisconnected: () => setDown(true),
  });
  return {
    stop: async () => {
      setDown(false);
      await listener.stop();
    },
  };
}
