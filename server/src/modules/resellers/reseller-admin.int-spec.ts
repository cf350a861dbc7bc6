// Reseller management end to end on one app: staff only (a provider or a guest is refused); create,
// edit, a taken name and bad input as 400s naming the field; providers allowed; a key shown once
// and stored hashed, a second key revoking the first, revoke; switch off and on; GraphQL answering
// as REST. The provider's side: its resellers, refusing one, a service not sold by one, instant
// confirmation; another provider's ids are 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { bookableService, staffAndProvider } from '../../../test/booking.js';
import { providerWithBrand } from '../../../test/catalog.js';
import { hashResellerKey } from './reseller-keys.js';

let app: TestApp;
let staffToken: string;
let provider: Awaited<ReturnType<typeof staffAndProvider>>['provider'];
let other: Awaited<ReturnType<typeof providerWithBrand>>;
let companyId: number;
let serviceId: number;
let otherServiceId: number;

const companyOf = async (userId: number) =>
  ((await app.db.dataSource.query('SELECT id FROM company WHERE owner_id = $1', [userId])) as { id: number }[])[0].id;

interface Detail {
  id: number;
  name: string;
  commissionBp: number;
  active: boolean;
  providerList: {
    companyId: number;
    refusedAt: string | null;
    keys: { id: number; keyPrefix: string; revokedAt: string | null; lastUsedAt: string | null }[];
  }[];
}

async function createReseller(name: string) {
  const created = await app.request('/api/admin/resellers', {
    method: 'POST',
    json: { name, contactName: 'Ana OTA', contactEmail: 'ana@ota.example', commissionPercent: 15.5 },
    token: staffToken,
  });
  expect(created.status, created.text).toBe(201);
  return created.body as Detail;
}

beforeAll(async () => {
  app = await startTestApp();
  ({ provider, staffToken } = await staffAndProvider(app));
  serviceId = (await bookableService(app, provider, staffToken)).serviceId;
  other = await providerWithBrand(app);
  otherServiceId = (await bookableService(app, other, staffToken)).serviceId;
  companyId = await companyOf(provider.user.id);
});

describe('staff', () => {
  it('refuses everyone but staff, on REST and GraphQL', async () => {
    expect((await app.request('/api/admin/resellers', { token: provider.token })).status).toBe(403);
    expect((await app.request('/api/admin/resellers')).status).toBe(401);
    const guest = await signedIn(app);
    expect((await app.request('/api/admin/resellers', { method: 'POST', json: {}, token: guest.token })).status).toBe(403);
    const answer = await app.graphql('{ resellers { id } }', {}, { token: provider.token });
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('creates and edits a reseller; the commission in percent is kept in basis points', async () => {
    const reseller = await createReseller('Adriatic Tours OTA');
    expect(reseller).toMatchObject({ name: 'Adriatic Tours OTA', commissionBp: 1550, active: true, providerList: [] });
    const updated = await app.request(`/api/admin/resellers/${reseller.id}`, {
      method: 'PUT',
      json: { name: 'Adriatic Tours', contactEmail: 'desk@ota.example', commissionPercent: 12 },
      token: staffToken,
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Adriatic Tours', contactName: null, commissionBp: 1200 });
    const list = (await app.request('/api/admin/resellers', { token: staffToken })).body as { id: number; dueCents: number }[];
    expect(list.find((item) => item.id === reseller.id)).toMatchObject({ dueCents: 0, paidCents: 0, providers: 0 });
  });

  it('answers bad input with a 400 naming the field', async () => {
    await createReseller('Taken Name');
    const bad = async (json: Record<string, unknown>, field: string) => {
      const answer = await app.request('/api/admin/resellers', {
        method: 'POST',
        json: { name: 'Fine', contactEmail: 'a@b.example', commissionPercent: 10, ...json },
        token: staffToken,
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.text).toContain(field);
    };
    await bad({ name: 'Taken Name' }, 'name');
    await bad({ name: 'Bad\u0000name' }, 'name');
    await bad({ commissionPercent: 100.5 }, 'commissionPercent');
    await bad({ commissionPercent: 10.123 }, 'commissionPercent');
    await bad({ contactEmail: 'nope' }, 'contactEmail');
    await bad({ partnerId: 999999 }, 'partnerId');
    expect((await app.request('/api/admin/resellers/999999', { token: staffToken })).status).toBe(404);
  });

  it('shows a key once, keeps only its hash, and a new key revokes the live one', async () => {
    const reseller = await createReseller('Key Holder');
    const refused = await app.request(`/api/admin/resellers/${reseller.id}/keys`, {
      method: 'POST',
      json: { companyId },
      token: staffToken,
    });
    expect(refused.status, refused.text).toBe(409);
    const allowed = await app.request(`/api/admin/resellers/${reseller.id}/providers`, {
      method: 'POST',
      json: { companyId },
      token: staffToken,
    });
    expect(allowed.status, allowed.text).toBe(200);

    const first = await app.request(`/api/admin/resellers/${reseller.id}/keys`, { method: 'POST', json: { companyId }, token: staffToken });
    expect(first.status, first.text).toBe(201);
    const { key, view } = first.body as { key: string; view: { id: number; keyPrefix: string } };
    expect(key).toMatch(/^lk_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(view.keyPrefix)).toBe(true);
    const [stored] = await app.db.dataSource.query('SELECT key_hash FROM reseller_key WHERE id = $1', [view.id]);
    expect(stored.key_hash).toBe(hashResellerKey(key));
    const detail = await app.request(`/api/admin/resellers/${reseller.id}`, { token: staffToken });
    expect(detail.text).not.toContain(key);
    expect(detail.text).not.toContain(stored.key_hash);

    const second = await app.graphql<{ issueResellerKey: { key: string; view: { id: number } } }>(
      'mutation($id: Int!, $input: ResellerProviderInput!) { issueResellerKey(id: $id, input: $input) { key view { id keyPrefix revokedAt } } }',
      { id: reseller.id, input: { companyId } },
      { token: staffToken },
    );
    expect(second.errors).toBeUndefined();
    expect(second.data!.issueResellerKey.key).not.toBe(key);
    const keys = ((await app.request(`/api/admin/resellers/${reseller.id}`, { token: staffToken })).body as Detail).providerList[0].keys;
    expect(keys.map((item) => [item.id, item.revokedAt === null])).toEqual([
      [second.data!.issueResellerKey.view.id, true],
      [view.id, false],
    ]);

    const revoked = await app.request(`/api/admin/reseller-keys/${second.data!.issueResellerKey.view.id}`, {
      method: 'DELETE',
      token: staffToken,
    });
    expect(revoked.status, revoked.text).toBe(200);
    expect((revoked.body as { revokedAt: string | null }).revokedAt).not.toBeNull();
    const [{ live }] = await app.db.dataSource.query(
      'SELECT count(*)::int AS live FROM reseller_key WHERE reseller_id = $1 AND revoked_at IS NULL',
      [reseller.id],
    );
    expect(live).toBe(0);
  });

  it('switches a reseller off and on, and takes a provider away with its key', async () => {
    const reseller = await createReseller('Switch');
    await app.request(`/api/admin/resellers/${reseller.id}/providers`, { method: 'POST', json: { companyId }, token: staffToken });
    await app.request(`/api/admin/resellers/${reseller.id}/keys`, { method: 'POST', json: { companyId }, token: staffToken });
    const off = await app.request(`/api/admin/resellers/${reseller.id}/active`, {
      method: 'PUT',
      json: { active: false },
      token: staffToken,
    });
    expect(off.body).toMatchObject({ active: false });
    const on = await app.graphql<{ setResellerActive: { active: boolean } }>(
      'mutation($id: Int!) { setResellerActive(id: $id, input: { active: true }) { active deactivatedAt } }',
      { id: reseller.id },
      { token: staffToken },
    );
    expect(on.data?.setResellerActive).toEqual({ active: true, deactivatedAt: null });
    const removed = await app.request(`/api/admin/resellers/${reseller.id}/providers/${companyId}`, {
      method: 'DELETE',
      token: staffToken,
    });
    expect(removed.status, removed.text).toBe(200);
    expect((removed.body as Detail).providerList).toEqual([]);
    const [{ live }] = await app.db.dataSource.query(
      'SELECT count(*)::int AS live FROM reseller_key WHERE reseller_id = $1 AND revoked_at IS NULL',
      [reseller.id],
    );
    expect(live).toBe(0);
  });
});

describe('provider', () => {
  let resellerId: number;

  beforeAll(async () => {
    resellerId = (await createReseller('Hotel Desk Split')).id;
    await app.request(`/api/admin/resellers/${resellerId}/providers`, { method: 'POST', json: { companyId }, token: staffToken });
  });

  it("sees only its own resellers and services; another provider's ids are 404", async () => {
    const own = (await app.request('/api/owner/resellers', { token: provider.token })).body as {
      resellers: { id: number; name: string }[];
      services: { id: number }[];
    };
    expect(own.resellers.map((item) => item.name)).toContain('Hotel Desk Split');
    expect(own.services.map((item) => item.id)).toEqual([serviceId]);
    const theirs = (await app.request('/api/owner/resellers', { token: other.token })).body as {
      resellers: unknown[];
      services: { id: number }[];
    };
    expect(theirs.resellers).toEqual([]);
    expect(theirs.services.map((item) => item.id)).toEqual([otherServiceId]);

    expect(
      (await app.request(`/api/owner/resellers/${resellerId}/refusal`, { method: 'PUT', json: { refused: true }, token: other.token }))
        .status,
    ).toBe(404);
    const foreignService = await app.request(`/api/owner/services/${serviceId}/resellers`, {
      method: 'PUT',
      json: { resellerId, sold: false },
      token: other.token,
    });
    expect(foreignService.status).toBe(404);
    // A reseller the other provider does not have, on its own service: 404 too.
    expect(
      (
        await app.request(`/api/owner/services/${otherServiceId}/resellers`, {
          method: 'PUT',
          json: { resellerId, sold: false },
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.request(`/api/owner/services/${serviceId}/reseller-instant-confirmation`, {
          method: 'PUT',
          json: { instant: true },
          token: other.token,
        })
      ).status,
    ).toBe(404);
    expect((await app.request('/api/owner/resellers', { token: staffToken })).status).toBe(403);
  });

  it('refuses a reseller and allows it again', async () => {
    const refused = await app.request(`/api/owner/resellers/${resellerId}/refusal`, {
      method: 'PUT',
      json: { refused: true },
      token: provider.token,
    });
    expect(refused.status, refused.text).toBe(200);
    const [row] = await app.db.dataSource.query('SELECT refused_at FROM reseller_provider WHERE reseller_id = $1 AND company_id = $2', [
      resellerId,
      companyId,
    ]);
    expect(row.refused_at).not.toBeNull();
    const staffView = (await app.request(`/api/admin/resellers/${resellerId}`, { token: staffToken })).body as Detail;
    expect(staffView.providerList[0].refusedAt).not.toBeNull();
    const allowed = await app.graphql<{ refuseReseller: { resellers: { id: number; refusedAt: string | null }[] } }>(
      'mutation($id: Int!) { refuseReseller(resellerId: $id, input: { refused: false }) { resellers { id refusedAt } } }',
      { id: resellerId },
      { token: provider.token },
    );
    expect(allowed.data?.refuseReseller.resellers.find((item) => item.id === resellerId)?.refusedAt).toBeNull();
  });

  it('takes a service away from one reseller and gives it back', async () => {
    const off = await app.request(`/api/owner/services/${serviceId}/resellers`, {
      method: 'PUT',
      json: { resellerId, sold: false },
      token: provider.token,
    });
    expect(off.status, off.text).toBe(200);
    expect((off.body as { services: { excludedResellerIds: number[] }[] }).services[0].excludedResellerIds).toEqual([resellerId]);
    const again = await app.request(`/api/owner/services/${serviceId}/resellers`, {
      method: 'PUT',
      json: { resellerId, sold: false },
      token: provider.token,
    });
    expect(again.status).toBe(200);
    const on = await app.request(`/api/owner/services/${serviceId}/resellers`, {
      method: 'PUT',
      json: { resellerId, sold: true },
      token: provider.token,
    });
    expect((on.body as { services: { excludedResellerIds: number[] }[] }).services[0].excludedResellerIds).toEqual([]);
  });

  it('switches instant confirmation of reseller bookings per service', async () => {
    const on = await app.request(`/api/owner/services/${serviceId}/reseller-instant-confirmation`, {
      method: 'PUT',
      json: { instant: true },
      token: provider.token,
    });
    expect(on.status, on.text).toBe(200);
    expect((on.body as { services: { resellerInstantConfirmation: boolean }[] }).services[0].resellerInstantConfirmation).toBe(true);
    const [row] = await app.db.dataSource.query('SELECT reseller_instant_confirmation FROM service WHERE id = $1', [serviceId]);
    expect(row.reseller_instant_confirmation).toBe(true);
    const off = await app.graphql<{ setResellerInstantConfirmation: { services: { resellerInstantConfirmation: boolean }[] } }>(
      'mutation($id: Int!) { setResellerInstantConfirmation(serviceId: $id, input: { instant: false }) { services { resellerInstantConfirmation } } }',
      { id: serviceId },
      { token: provider.token },
    );
    expect(off.data?.setResellerInstantConfirmation.services[0].resellerInstantConfirmation).toBe(false);
  });
});
