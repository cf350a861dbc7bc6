// The attribution rule, decided when a booking request is sent: the referral's object is active,
// its partner APPROVED with the current partner agreement accepted, the partner is not the
// provider themselves, and the window is not over.
// Anything else is no attribution: a booking never fails for its referral.
import { PartnerStatus } from './partner.entity.js';
import { withinWindow, type Referral } from './referral-token.js';

export interface AttributionFacts {
  referral: Referral;
  /** The object behind the code, or null when no object has it. */
  object: {
    id: number;
    partnerId: number;
    archived: boolean;
    partnerStatus: PartnerStatus;
    partnerUserId: number;
    /** The partner accepted the current partner agreement (agreements/partner-agreement.service.ts). */
    agreementAccepted: boolean;
  } | null;
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
  if (!object.agreementAccepted) return null;
  if (object.partnerUserId === facts.providerUserId) return null;
  if (!withinWindow(facts.referral, facts.now, facts.windowDays)) return null;
  return { partnerId: object.partnerId, objectId: object.id };
}

export { shareBasisPoints } from '../../../../common/commission.js';
