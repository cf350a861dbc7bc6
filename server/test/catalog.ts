// Test builders for the provider catalog: valid inputs and a provider with company and brand.
import sharp from 'sharp';
import type { TestApp } from './app.js';
import { signedIn } from './accounts.js';

export const VALID_IBAN = 'HR1210010051863000160';
export const VALID_OIB = '69435151530';

export const companyInput = (overrides: Record<string, unknown> = {}) => ({
  legalName: 'Vina Horvat d.o.o.',
  address: 'Ulica 1',
  zipCode: '52215',
  town: 'Vodnjan',
  country: 'HR',
  contactMobile: '+385 91 234 5678',
  vatNumber: VALID_OIB,
  accountOwnerName: 'Marija Horvat',
  iban: VALID_IBAN,
  primaryActivityId: 1,
  ...overrides,
});

export const brandInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vina Horvat',
  activityTypeId: 1,
  address: 'Vinogradska 5, Vodnjan',
  latitude: 44.96,
  longitude: 13.85,
  description: 'A family winery in southern Istria.',
  ...overrides,
});

export const serviceInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Wine tasting in Vodnjan',
  categoryId: 2,
  regionId: 1,
  tagIds: [],
  amenityIds: [],
  languageCodes: ['en', 'hr'],
  description: 'Taste five wines from our own vineyards with local cheese.',
  ownerStatement: 'Four generations of winemaking.',
  microLocation: 'Our cellar sits among olive groves above the sea.',
  included: ['Five wines', 'Cheese and prosciutto'],
  characteristics: ['Family run'],
  meetingPoint: 'Vinogradska 5, Vodnjan',
  meetingLatitude: 44.96,
  meetingLongitude: 13.85,
  distances: [{ place: 'Pula', km: 11 }],
  minPeople: 2,
  maxPeople: 10,
  advanceHours: 24,
  answerTimeHours: 0.5,
  cancellationPolicy: 'FULL_REFUND_DAYS',
  cancellationBefore: 2,
  ...overrides,
});

export const offerInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Classic tasting',
  priceType: 'PER_PERSON',
  groupNumber: 1,
  price: 35,
  durationHours: 2,
  ...overrides,
});

export function pngImage(width = 800, height = 600, color = '#2f7d6d'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

export async function uploadServicePhoto(app: Pick<TestApp, 'request'>, token: string, serviceId: number, image?: Buffer) {
  const form = new FormData();
  form.set('photo', new Blob([new Uint8Array(image ?? (await pngImage()))], { type: 'image/png' }), 'photo.png');
  return app.request(`/api/owner/services/${serviceId}/photos`, { method: 'POST', body: form, token });
}

/** A signed-in provider with a company and a brand. */
export async function providerWithBrand(app: Pick<TestApp, 'db' | 'request'>, overrides: Parameters<typeof signedIn>[1] = {}) {
  const provider = await signedIn(app, { roles: ['ROLE_OWNER'], ...overrides });
  const company = await app.request('/api/owner/company', { method: 'POST', json: companyInput(), token: provider.token });
  if (company.status !== 201) throw new Error(`company: ${company.text}`);
  const brand = await app.request('/api/owner/brands', { method: 'POST', json: brandInput(), token: provider.token });
  if (brand.status !== 201) throw new Error(`brand: ${brand.text}`);
  return { ...provider, brandId: (brand.body as { id: number }).id };
}

/**
 * Accepts the provider's current cooperation agreement (offered when they first sent a service for
 * approval): staff approval waits for it. Returns the accepted version.
 */
export async function acceptAgreement(app: Pick<TestApp, 'request'>, token: string): Promise<number> {
  const agreement = await app.request('/api/owner/agreement', { token });
  if (agreement.status !== 200) throw new Error(`agreement: ${agreement.text}`);
  const { version } = agreement.body as { version: number };
  const accepted = await app.request('/api/owner/agreement/acceptance', { method: 'POST', json: { version }, token });
  if (accepted.status !== 200) throw new Error(`agreement acceptance: ${accepted.text}`);
  return version;
}

/** A provider's service with one offer and one photo, submitted, its agreement accepted, and approved by staff. */
export async function approvedService(
  app: Pick<TestApp, 'request'>,
  provider: { token: string; brandId: number },
  staffToken: string,
  overrides: Record<string, unknown> = {},
) {
  const created = await app.request(`/api/owner/brands/${provider.brandId}/services`, {
    method: 'POST',
    json: serviceInput(overrides),
    token: provider.token,
  });
  if (created.status !== 201) throw new Error(`service: ${created.text}`);
  const serviceId = (created.body as { id: number }).id;
  await app.request(`/api/owner/services/${serviceId}/variations`, { method: 'POST', json: offerInput(), token: provider.token });
  await uploadServicePhoto(app, provider.token, serviceId);
  await app.request(`/api/owner/services/${serviceId}/submission`, { method: 'PUT', token: provider.token });
  await acceptAgreement(app, provider.token);
  const approved = await app.request(`/api/admin/services/${serviceId}/approval`, { method: 'PUT', token: staffToken });
  if (approved.status !== 200) throw new Error(`approval: ${approved.text}`);
  return serviceId;
}
