// The OpenAPI document tells the truth: real answers of the REST facade, walked through a
// provider's catalog, a guest's booking, the provider's answer and change, and the staff's views,
// match the schema their operation declares. The client's REST types are generated from those
// schemas (client/src/shared/api/rest-schema.generated.ts), so this keeps them true too.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../test/accounts.js';
import { startTestApp, type TestApp } from '../../test/app.js';
import { bookableService, requestReadyToPay, staffAndProvider, type BookableService } from '../../test/booking.js';
import { AnswerChecker } from '../../test/openapi-answers.js';

let app: TestApp;
let checker: AnswerChecker;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let staffToken: string;
let customerToken: string;
let service: BookableService;

const VISA = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };

beforeAll(async () => {
  app = await startTestApp();
  checker = new AnswerChecker((await app.request('/api/openapi.json')).body as ConstructorParameters<typeof AnswerChecker>[0]);
  ({ provider, staffToken } = await staffAndProvider(app));
  customerToken = (await signedIn(app)).token;
  service = await bookableService(app, provider, staffToken);
}, 60_000);

/** Calls the API, expects a 2xx and checks the body against the document; returns the body. */
async function answer<T = Record<string, unknown>>(
  method: string,
  path: string,
  init: { token?: string; json?: unknown } = {},
): Promise<T> {
  const response = await app.request(`/api${path}`, { method, ...init });
  expect(response.status, `${method} ${path}: ${response.text.slice(0, 300)}`).toBeLessThan(300);
  checker.check(method, `/api${path}`, response);
  return response.body as T;
}

describe('answers of the REST facade match the OpenAPI document', () => {
  it('the public catalog and reference data', async () => {
    const { serviceId } = service;
    const [category] = await answer<{ id: number }[]>('GET', '/categories');
    for (const path of [
      '/announcements',
      '/categories/overview',
      '/regions/overview',
      '/countries',
      '/regions',
      '/regions/sorted',
      '/categories/sorted',
      '/amenities',
      '/languages',
      '/payment-types',
      '/phone/supported-calling-codes',
      '/phone/examples?code=HR',
      `/tags/${category.id}`,
    ]) {
      await answer('GET', path);
    }
    const missing = await app.request('/api/services/999999');
    expect(missing.status).toBe(404);
    checker.check('GET', '/api/services/999999', missing);
    const page = await answer<{ content: unknown[]; totalElements: number }>('GET', '/services?size=5');
    expect(page.content.length).toBeGreaterThan(0);
    for (const path of [
      '/services/popular',
      '/services/latest',
      `/services/${serviceId}`,
      `/services/${serviceId}/photos`,
      `/services/${serviceId}/related`,
      `/services/${serviceId}/availability?from=2027-07-01&to=2027-07-07`,
      `/brands/${provider.brandId}`,
      `/brands/${provider.brandId}/services`,
    ]) {
      await answer('GET', path);
    }
  }, 60_000);

  it("the provider's company, brands, services, offers, photos, seasons and calendar", async () => {
    const { serviceId } = service;
    const token = provider.token;
    for (const path of [
      '/owner/company',
      '/owner/brands',
      `/owner/brands/${provider.brandId}`,
      '/owner/brands/types',
      '/owner/services/resources',
      '/owner/progress',
      `/owner/brands/${provider.brandId}/services`,
      `/owner/services/${serviceId}`,
      `/owner/services/${serviceId}/preview`,
      `/owner/services/${serviceId}/variations`,
      `/owner/services/${serviceId}/photos`,
      `/owner/services/${serviceId}/season`,
      `/owner/services/${serviceId}/availability?from=2027-07-01&to=2027-07-07`,
      '/owner/calendar-feed',
      '/owner/agreement',
    ]) {
      await answer('GET', path, { token });
    }
    await answer('POST', '/owner/agreement/acceptance', { token, json: { version: 1 } });
  }, 60_000);

  it("a guest's account and booking, the provider's answer and change, the guest's reply", async () => {
    await answer('GET', '/account/me', { token: customerToken });
    await answer('GET', '/account/settings/me', { token: customerToken });
    const { id } = await requestReadyToPay(app, service, { token: customerToken });
    await answer('GET', `/booking/request/${id}`, { token: customerToken });
    await answer('GET', `/booking/request/${id}/prepare-payment`, { token: customerToken });
    const sent = await answer<{ reservation: { id: number } }>('POST', `/booking/request/${id}/test-card`, {
      token: customerToken,
      json: VISA,
    });
    await answer('POST', `/booking/request/${id}/send`, { token: customerToken });
    const reservationId = sent.reservation.id;

    await answer('GET', '/customer/reservations/pending?page=0&size=5', { token: customerToken });
    await answer('GET', `/customer/reservations/${reservationId}`, { token: customerToken });
    await answer('GET', '/owner/reservations/pending/future?page=0&size=5', { token: provider.token });
    await answer('GET', '/owner/reservations/rejection-reasons', { token: provider.token });
    const accepted = await answer<{ state: string }>('PUT', `/owner/reservations/${reservationId}/acceptance`, { token: provider.token });
    expect(accepted.state).toBe('ACCEPTED');

    const changed = await answer<{ change: { state: string } | null }>('POST', `/owner/reservations/${reservationId}/change`, {
      token: provider.token,
      json: { date: '2027-07-02', startTime: '10:00', offers: [{ offerId: service.adultOfferId, quantity: 2 }], note: 'A day later' },
    });
    expect(changed.change?.state).toBe('PROPOSED');
    await answer('GET', '/customer/reservations/accepted/future?page=0&size=5', { token: customerToken });
    const declined = await answer<{ change: { state: string } | null }>('PUT', `/customer/reservations/${reservationId}/change/decline`, {
      token: customerToken,
      json: {},
    });
    expect(declined.change?.state).toBe('DECLINED');

    await answer('GET', '/owner/reservations/accepted/future?page=0&size=5', { token: provider.token });
    await answer('GET', '/owner/reservations/activity', { token: provider.token });
    await answer('GET', '/owner/reservations/revenue?from=2027-01&to=2027-12', { token: provider.token });
    const cancelled = await answer<{ state: string; cancelledBy: string | null }>(
      'PUT',
      `/customer/reservations/${reservationId}/cancellation`,
      { token: customerToken, json: {} },
    );
    expect([cancelled.state, cancelled.cancelledBy]).toEqual(['CANCELLED', 'GUEST']);
    await answer('GET', '/customer/reservations/inactive?page=0&size=5', { token: customerToken });
  }, 120_000);

  it("an inquiry and the staff's lists", async () => {
    await answer('POST', '/help', {
      json: { name: 'Ana', email: 'ana@example.com', language: 'en', subject: 'A question', message: 'Do you have wine tours in Istria?' },
    });
    for (const path of [
      '/admin/inquiries?kind=HELP',
      '/admin/announcements',
      '/admin/services/reviews?filter=NEW',
      '/admin/services/revisions',
      '/admin/jobs/dead-letters',
      '/admin/partners?status=PENDING',
      '/admin/partner-statements?status=READY',
    ]) {
      await answer('GET', path, { token: staffToken });
    }
  }, 60_000);

  it('every page of a list shares the one generic Page shape', async () => {
    const document = (await app.request('/api/openapi.json')).body as {
      components: { schemas: Record<string, { allOf?: { $ref?: string }[] }> };
    };
    const pages = Object.entries(document.components.schemas)
      .filter(([, schema]) => schema.allOf?.[0]?.$ref === '#/components/schemas/Page')
      .map(([name]) => name);
    expect(pages.sort()).toEqual([
      'InquiryPage',
      'ModerationPage',
      'PartnerCommissionPage',
      'PartnerPage',
      'ReservationPage',
      'RevenueReservationPage',
      'ReviewPage',
      'SeasonPageView',
      'ServicePage',
      'StaffPartnerStatementPage',
    ]);
    expect(checker.checked.size).toBeGreaterThan(50);
  });
});
