// The demo sales partner (partner@example.com): an APPROVED profile with two objects under fixed
// referral codes (an Istrian apartment and a Split hotel, so links and posters in docs and tests
// stay the same), chosen for every exclusive demo service. Does nothing once the partner has a profile.
import type { RequestContext } from '../context.js';
import { User } from '../modules/accounts/user.entity.js';
import { Partner, PartnerStatus } from '../modules/partners/partner.entity.js';
import { PartnerObject, PartnerObjectKind } from '../modules/partners/partner-object.entity.js';
import { ServicePartner } from '../modules/partners/service-partner.entity.js';

export const DEMO_PARTNER_EMAIL = 'partner@example.com';

/** Fixed codes of the demo objects (the referral alphabet: no 0/O, 1/I/L). */
export const DEMO_REFERRAL_CODES = { apartment: 'APARTMAN23', hotel: 'SPHTGRAD24' } as const;

export async function seedDemoPartner(ctx: RequestContext): Promise<boolean> {
  const user = await ctx.manager.findOneBy(User, { email: DEMO_PARTNER_EMAIL });
  if (!user || (await ctx.manager.existsBy(Partner, { userId: user.id }))) return false;
  const inserted = await ctx.manager.insert(Partner, {
    userId: user.id,
    legalName: 'Babić Apartmani i Hoteli j.d.o.o.',
    oib: '69435151530',
    iban: 'HR1210010051863000160',
    contactName: 'Ana Babić',
    contactPhone: '+385915550123',
    contactEmail: DEMO_PARTNER_EMAIL,
    status: PartnerStatus.APPROVED,
    decidedAt: new Date(),
  });
  const partnerId = (inserted.identifiers[0] as { id: number }).id;
  await ctx.manager.insert(PartnerObject, [
    {
      partnerId,
      name: 'Apartment Lavanda, Rovinj',
      kind: PartnerObjectKind.APARTMENT,
      address: 'Ulica Carera 12, 52210 Rovinj',
      latitude: 45.0812,
      longitude: 13.6387,
      beds: 4,
      referralCode: DEMO_REFERRAL_CODES.apartment,
    },
    {
      partnerId,
      name: 'Hotel Grad, Split',
      kind: PartnerObjectKind.HOTEL,
      address: 'Marmontova ulica 4, 21000 Split',
      latitude: 43.5089,
      longitude: 16.4383,
      beds: 60,
      referralCode: DEMO_REFERRAL_CODES.hotel,
    },
  ]);
  const exclusive: { id: number }[] = await ctx.manager.query('SELECT id FROM service WHERE exclusive AND archived_at IS NULL ORDER BY id');
  if (exclusive.length > 0)
    await ctx.manager.insert(
      ServicePartner,
      exclusive.map((service) => ({ serviceId: service.id, partnerId })),
    );
  return true;
}
