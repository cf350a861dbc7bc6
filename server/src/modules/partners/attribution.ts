// The attribution rule, decided when a booking request is sent: the referral's object is active,
// its partner APPROVED, the partner is not the provider themselves, and the window is not over.
// Anything else is no attribution: a booking never fails for its referral.
import { PartnerStatus } from './partner.entity.js';
import { withinWindow, type Referral } from './referral-token.js';

export interface AttributionFacts {
  referral: Referral;
  /** The object behind the code, or null when no object has it. */
  object: { id: number; partnerId: number; archived: boolean; partnerStatus: PartnerStatus; partnerUserId: number } | null;
  /** The user who owns the service's company. */
  providerUserId: number;
  now: number;
  windowDays: number;
}

export interface Attribution {
  partnerId: number;
  objectId: number;
}

export function attribute(facts: AttributionFacts): Attribution | null {
  const { object } = facts;
  if (!object || object.archived) return null;
  if (object.partnerStatus !== PartnerStatus.APPROVED) return null;
  if (object.partnerUserId === facts.providerUserId) return null;
  if (!withinWindow(facts.referral, facts.now, facts.windowDays)) return null;
  return { partnerId: object.partnerId, objectId: object.id };
}

/** PARTNER_COMMISSION_SHARE (0–1) as the basis points kept on the reservation. */
export function shareBasisPoints(share: number): number {
  return Math.round(Math.min(1, Math.max(0, share)) * 10_000);
}
