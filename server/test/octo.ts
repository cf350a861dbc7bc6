// The OCTO suites' world: a provider with a bookable service (every day of 2026–2027 at 09:00, 10:00
// and 15:00, 10 places) and a small one (2 places, 1–2 people), a reseller allowed to sell it
// (15 % commission) with its key, and helpers that call /api/octo with it and parse the answers.
import { expect } from 'vitest';
import { zAvailability } from '@octocloud/types';
import { allowProvider, createReseller, issueKey } from '../src/modules/resellers/reseller-setup.js';
import { startTestApp, type TestApp, type TestResponse } from './app.js';
import { bookableService, staffAndProvider, type BookableService } from './booking.js';
import { testContext } from './reservations.js';

export const START = '2027-07-01T10:00:00+02:00';
const CAPABILITIES = 'octo/pricing, octo/content';

export interface OctoRequest {
  method?: string;
  json?: unknown;
  /** Another key; null: none. */
  key?: string | null;
  headers?: Record<string, string>;
}

export interface OctoWorld {
  app: TestApp;
  key: string;
  service: BookableService;
  smallServiceId: number;
  ownerId: number;
  /** The provider's access token (the desk's REST paths). */
  ownerToken: string;
  resellerId: number;
  companyId: number;
  octo: (path: string, init?: OctoRequest) => Promise<TestResponse>;
  /** Reserves 2 adults of the service at START unless `body` says otherwise. */
  reserve: (body?: Record<string, unknown>) => Promise<TestResponse>;
  vacanciesAt: (serviceId: number, availabilityId: string) => Promise<number>;
}

export function parsed<T>(schema: { parse: (value: unknown) => T }, response: TestResponse, status = 200): T {
  expect(response.status, response.text).toBe(status);
  return schema.parse(response.body);
}

export async function startOctoWorld(): Promise<OctoWorld> {
  const app = await startTestApp({ env: { OCTO_WEBHOOK_ALLOW_PRIVATE_HOSTS: 'true' } });
  const { provider, staffToken } = await staffAndProvider(app);
  const service = await bookableService(app, provider, staffToken);
  const small = await bookableService(app, provider, staffToken, { minPeople: 1, maxPeople: 2, placesPerStart: 2 });
  const ctx = testContext(app);
  const [{ company_id: companyId }] = await app.db.dataSource.query('SELECT company_id FROM brand WHERE id = $1', [provider.brandId]);
  const reseller = await createReseller(ctx, { name: 'Test OTA', contactEmail: 'ota@example.com', commissionBp: 1500 });
  await allowProvider(ctx, reseller.id, companyId);
  const { key } = await issueKey(ctx, reseller.id, companyId);
  const octo = (path: string, init: OctoRequest = {}) =>
    app.request(`/api/octo${path}`, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      json: init.json,
      token: init.key === null ? undefined : (init.key ?? key),
      headers: { 'octo-capabilities': CAPABILITIES, ...init.headers },
    });
  const reserve = (body: Record<string, unknown> = {}) =>
    octo('/bookings', {
      json: {
        productId: String(service.serviceId),
        optionId: 'DEFAULT',
        availabilityId: START,
        unitItems: [{ unitId: String(service.adultOfferId) }, { unitId: String(service.adultOfferId) }],
        ...body,
      },
    });
  const vacanciesAt = async (serviceId: number, availabilityId: string) => {
    const list = await octo('/availability', {
      json: { productId: String(serviceId), optionId: 'DEFAULT', availabilityIds: [availabilityId] },
    });
    return parsed(zAvailability.array(), list)[0]!.vacancies!;
  };
  return {
    app,
    key,
    service,
    smallServiceId: small.serviceId,
    ownerId: provider.user.id,
    ownerToken: provider.token,
    resellerId: reseller.id,
    companyId,
    octo,
    reserve,
    vacanciesAt,
  };
}
