// A staff approval and a provider edit of the same service, truly at the same time: both survive
// (the edit lands on the service, or in its pending revision when the approval committed first).
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts.js';
import { startTestApp, type TestApp } from '../../../test/app.js';
import { approvedService, providerWithBrand, serviceInput } from '../../../test/catalog.js';

let app: TestApp;
let staffToken: string;
beforeAll(async () => {
  app = await startTestApp();
  staffToken = (await signedIn(app, { roles: ['ROLE_ADMIN'] })).token;
});

describe('a concurrent approval and provider edit', () => {
  it('keeps both the approval and the new text, round after round', async () => {
    const provider = await providerWithBrand(app);
    const serviceId = await approvedService(app, provider, staffToken);
    for (let round = 1; round <= 20; round += 1) {
      await app.db.dataSource.query(`UPDATE service SET status = 'SUBMITTED', approved_at = NULL WHERE id = $1`, [serviceId]);
      await app.db.dataSource.query('DELETE FROM service_revision WHERE service_id = $1', [serviceId]);
      const title = `Wine tasting, round ${round}`;
      const edit = app.request(`/api/owner/services/${serviceId}`, {
        method: 'PUT',
        json: serviceInput({ title, enabled: round % 2 === 0 }),
        token: provider.token,
      });
      // Half the rounds approve over REST, half over GraphQL: both run in one transaction per change.
      const approve =
        round % 2 === 0
          ? app
              .request(`/api/admin/services/${serviceId}/approval`, { method: 'PUT', token: staffToken })
              .then((response) => response.status)
          : app
              .graphql('mutation($id: Int!) { approveService(id: $id) { id } }', { id: serviceId }, { token: staffToken })
              .then((result) => (result.errors ? 500 : 200));
      const [edited, approved] = await Promise.all([edit, approve]);
      expect(edited.status, edited.text).toBe(200);
      expect(approved).toBe(200);
      const [row] = await app.db.dataSource.query('SELECT status, title, enabled, approved_at FROM service WHERE id = $1', [serviceId]);
      const [revision] = await app.db.dataSource.query(
        `SELECT "values"->>'title' AS title FROM service_revision WHERE service_id = $1 AND state = 'PENDING'`,
        [serviceId],
      );
      expect(row).toMatchObject({ status: 'APPROVED', enabled: round % 2 === 0 });
      expect(revision?.title ?? row.title).toBe(title);
      expect(row.approved_at).not.toBeNull();
    }
  });
});
