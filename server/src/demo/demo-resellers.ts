// The demo reseller: "Demo OTA" sells the demo provider (provider@example.com) through the OCTO API
// with the published key `octo-demo-key` (stored hashed like any key; octo-auth.ts refuses it
// whenever DEMO_DATA is off). The provider's services confirm reseller bookings at once, and Demo
// OTA's bookings sold out one start within the next 30 days, so sold-out answers can be checked.
import { Temporal } from 'temporal-polyfill';
import type { RequestContext } from '../context.js';
import { allowProvider, createReseller, issueKey } from '../modules/resellers/reseller-setup.js';
import { authenticateReseller, DEMO_RESELLER_KEY } from '../modules/resellers/octo/octo-auth.js';
import { confirmBooking, reserveBooking } from '../modules/resellers/octo/octo-bookings.js';
import type { OctoCall } from '../modules/resellers/octo/octo-request.js';
import { serviceAvailability } from '../modules/scheduling/availability.service.js';
import { TIME_ZONE } from '../modules/scheduling/wall-clock.js';

export const DEMO_RESELLER_NAME = 'Demo OTA';

/** Seeds Demo OTA once (nothing when it exists or the demo provider does not); true when seeded. */
export async function seedDemoReseller(ctx: RequestContext): Promise<boolean> {
  const [company]: { id: number }[] = await ctx.manager.query(
    "SELECT c.id FROM company c JOIN user_account u ON u.id = c.owner_id WHERE u.email = 'provider@example.com'",
  );
  if (!company || (await ctx.manager.query('SELECT 1 FROM reseller WHERE name = $1', [DEMO_RESELLER_NAME])).length > 0) return false;
  const reseller = await createReseller(ctx, {
    name: DEMO_RESELLER_NAME,
    contactEmail: 'ota@example.com',
    contactName: 'Demo OTA desk',
    commissionBp: 1500,
  });
  await allowProvider(ctx, reseller.id, company.id);
  await issueKey(ctx, reseller.id, company.id, { key: DEMO_RESELLER_KEY });
  await ctx.manager.query(
    'UPDATE service SET reseller_instant_confirmation = true WHERE brand_id IN (SELECT id FROM brand WHERE company_id = $1)',
    [company.id],
  );
  await sellOutOneStart(ctx, company.id);
  return true;
}

/** Demo OTA books every place of the first free start 7–30 days ahead of a service with a per-person offer. */
async function sellOutOneStart(base: RequestContext, companyId: number): Promise<void> {
  const caller = await authenticateReseller(base, `Bearer ${DEMO_RESELLER_KEY}`);
  const ctx: RequestContext = { ...base, reseller: { id: caller.resellerId, partnerId: caller.partnerId } };
  const call: OctoCall = { caller, capabilities: new Set(), locale: 'en' };
  const [service]: { id: number; min_people: number; max_people: number; offer_id: number }[] = await ctx.manager.query(
    `SELECT s.id, s.min_people, s.max_people, o.id AS offer_id FROM service s JOIN brand b ON b.id = s.brand_id
       JOIN offer o ON o.service_id = s.id AND o.archived_at IS NULL AND o.price_type = 'PER_PERSON' AND o.group_size = 1
     WHERE b.company_id = $1 AND s.status = 'APPROVED' AND s.min_people * 2 <= s.max_people ORDER BY s.id, o.sort_order, o.id LIMIT 1`,
    [companyId],
  );
  if (!service) return;
  const today = Temporal.Now.plainDateISO(TIME_ZONE);
  const { days, placesPerStart } = await serviceAvailability(
    ctx,
    service.id,
    today.add({ days: 7 }).toString(),
    today.add({ days: 30 }).toString(),
  );
  const start = days.flatMap((day) => day.startTimes).find((candidate) => candidate.placesLeft === placesPerStart);
  if (!start) return;
  for (let left = start.placesLeft, n = 1; left > 0; n += 1) {
    let people = Math.min(service.max_people, left);
    if (left - people > 0 && left - people < service.min_people) people = left - service.min_people;
    const unitItems = Array.from({ length: people }, () => ({ unitId: String(service.offer_id) }));
    const held = await reserveBooking(ctx, call, {
      productId: String(service.id),
      optionId: 'DEFAULT',
      availabilityId: start.startsAt,
      unitItems,
      resellerReference: `DEMO-${n}`,
    });
    await confirmBooking(ctx, call, held.uuid, { contact: { fullName: `Demo OTA guest ${n}`, emailAddress: 'ota-guest@example.com' } });
    left -= people;
  }
}
