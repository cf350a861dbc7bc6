// What staff and providers read of resellers: the reseller with its balances, the providers it may
// sell and their keys (never the key itself but once, when made), its statements; the provider's
// overview of the resellers selling its services. Amounts are EUR cents.
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ResellerLedgerKind, ResellerLedgerState, ResellerStatementStatus } from './reseller-ledger.entity.js';

registerEnumType(ResellerStatementStatus, {
  name: 'ResellerStatementStatus',
  description: 'READY: to be paid by the reseller; PAID: staff recorded the payment.',
});
registerEnumType(ResellerLedgerKind, {
  name: 'ResellerLedgerKind',
  description:
    'SALE: a booking accepted (+net); CANCELLATION: it was cancelled with a full refund (−net); PAYMENT: staff recorded a statement paid (DUE −x, PAID +x).',
});
registerEnumType(ResellerLedgerState, { name: 'ResellerLedgerState', description: 'DUE: owed by the reseller; PAID: paid.' });

@ObjectType({ description: 'A reseller (OTA, hotel desk, tour seller) selling through the OCTO API, as staff see it.' })
export class ResellerView {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field(() => String, { nullable: true })
  contactName: string | null;

  @Field()
  contactEmail: string;

  @Field(() => Int, {
    description: 'The commission in basis points of the retail price (1500 = 15 %): the reseller owes retail − commission.',
  })
  commissionBp: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The sales partner it is: it may then sell the exclusive services that chose that partner.',
  })
  partnerId: number | null;

  @Field(() => String, { nullable: true })
  partnerName: string | null;

  @Field()
  active: boolean;

  @Field(() => Date, { nullable: true })
  deactivatedAt: Date | null;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Int, { description: 'Providers it may sell (a refused one included).' })
  providers: number;

  @Field(() => Int, { description: 'What it owes now: the sum of its DUE entries.' })
  dueCents: number;

  @Field(() => Int, { description: 'What it has paid: the sum of its PAID entries.' })
  paidCents: number;
}

@ObjectType({ description: 'An API key of a reseller–provider pair; the key itself is shown only once, when made.' })
export class ResellerKeyView {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  companyId: number;

  @Field({ description: 'The first characters of the key, to tell keys apart.' })
  keyPrefix: string;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { nullable: true })
  revokedAt: Date | null;
}

@ObjectType({ description: 'A provider (company) a reseller may sell, with its keys, newest first.' })
export class ResellerProviderView {
  @Field(() => Int)
  companyId: number;

  @Field()
  companyName: string;

  @Field(() => Date)
  allowedAt: Date;

  @Field(() => Date, {
    nullable: true,
    description: 'When the provider refused the reseller: its keys answer 403 until the provider allows it again.',
  })
  refusedAt: Date | null;

  @Field(() => [ResellerKeyView])
  keys: ResellerKeyView[];
}

@ObjectType({ description: 'A reseller with the providers it may sell and their keys.' })
export class ResellerDetail extends ResellerView {
  @Field(() => [ResellerProviderView])
  providerList: ResellerProviderView[];
}

@ObjectType({ description: 'A key just made: `key` is shown this once and never again (only its hash is kept).' })
export class IssuedResellerKey {
  @Field({ description: 'The whole key, for `Authorization: Bearer <key>`. Not stored: it cannot be shown again.' })
  key: string;

  @Field(() => ResellerKeyView)
  view: ResellerKeyView;
}

@ObjectType({ description: 'A provider staff may let a reseller sell.' })
export class ResellerProviderChoice {
  @Field(() => Int)
  companyId: number;

  @Field()
  companyName: string;
}

@ObjectType({ description: "A reseller's monthly statement: its net amounts of the month (and earlier months not yet on a statement)." })
export class ResellerStatementView {
  @Field(() => Int)
  id: number;

  @Field(() => Int)
  resellerId: number;

  @Field()
  resellerName: string;

  @Field({ description: 'YYYY-MM (Europe/Zagreb).' })
  month: string;

  @Field(() => Int)
  totalCents: number;

  @Field()
  currency: string;

  @Field(() => ResellerStatementStatus)
  status: ResellerStatementStatus;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;

  @Field(() => Int, { description: 'Reservations on it (those whose entries of its months do not add up to nothing).' })
  reservations: number;

  @Field({
    description: 'The statement as a PDF, or CSV with `Accept: text/csv` (reservation number, service, start, people, retail, net).',
  })
  documentUrl: string;
}

@ObjectType({ description: "A reseller that may sell the provider's services, as the provider sees it." })
export class ProviderResellerView {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;

  @Field(() => Date, { nullable: true, description: 'When the provider refused it; null: it may sell.' })
  refusedAt: Date | null;

  @Field({ description: 'Staff switched the reseller off.' })
  active: boolean;
}

@ObjectType({ description: "One of the provider's services and the resellers settings on it." })
export class ProviderResellerService {
  @Field(() => Int)
  id: number;

  @Field()
  title: string;

  @Field({ description: "Confirm reseller bookings instantly: CONFIRMED at once instead of waiting for the provider's answer." })
  resellerInstantConfirmation: boolean;

  @Field(() => [Int], { description: 'The resellers the provider does not let sell this service.' })
  excludedResellerIds: number[];
}

@ObjectType({ description: "The resellers allowed to sell the provider's services, and per service who sells it." })
export class ProviderResellers {
  @Field(() => [ProviderResellerView])
  resellers: ProviderResellerView[];

  @Field(() => [ProviderResellerService])
  services: ProviderResellerService[];
}

@ObjectType({ description: 'The reseller a booking came through (the provider sees it in the desk).' })
export class ReservationReseller {
  @Field(() => Int)
  id: number;

  @Field()
  name: string;
}
