// What partners and staff read of the ledger: the entries (commissions), the statements, the
// summary per object and month; and the arguments of those lists. Amounts are EUR cents.
import { IsIn, IsOptional, Matches } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageArgs } from '../../shared/page.args.js';
import { Paginated } from '../../shared/paginated.js';
import { message } from '../../shared/validation.js';
import { LedgerKind, LedgerState } from './ledger-entry.entity.js';
import { StatementStatus } from './partner-statement.entity.js';

registerEnumType(LedgerKind, {
  name: 'PartnerLedgerKind',
  description:
    'ACCRUAL: the share of the commission on a capture; REVERSAL: a refund or cancellation takes it back; PAYABLE: the experience started (PENDING → PAYABLE); PAYOUT: staff paid the statement (PAYABLE → PAID).',
});
registerEnumType(LedgerState, {
  name: 'PartnerLedgerState',
  description: 'The balance an entry counts in: PENDING (before the experience), PAYABLE (earned, to be paid), PAID.',
});
registerEnumType(StatementStatus, { name: 'PartnerStatementStatus', description: 'READY: to be paid; PAID: staff paid it.' });

/** YYYY-MM, a month. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

@ObjectType({ description: "One entry of the partner's commission ledger (append-only)." })
export class PartnerCommission {
  @Field(() => Int)
  id: number;

  @Field(() => Date, { description: 'When it was written (database clock).' })
  occurredAt: Date;

  @Field({ description: 'YYYY-MM: the statement month the entry counts in.' })
  month: string;

  @Field(() => LedgerKind)
  kind: LedgerKind;

  @Field(() => LedgerState)
  state: LedgerState;

  @Field(() => Int, { description: 'Signed EUR cents added to the balance of `state`.' })
  amountCents: number;

  @Field()
  currency: string;

  @Field(() => Int)
  reservationId: number;

  @Field()
  reservationNumber: string;

  @Field()
  serviceTitle: string;

  @Field({ description: 'YYYY-MM-DD: the day of the experience (Europe/Zagreb).' })
  experienceDate: string;

  @Field(() => Int)
  objectId: number;

  @Field()
  objectName: string;
}

@ObjectType({ description: 'One page of ledger entries, newest first.' })
export class PartnerCommissionPage extends Paginated(PartnerCommission) {}

@ArgsType()
export class PartnerCommissionArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'YYYY-MM: only the entries of this statement month.' })
  @IsOptional()
  @Matches(MONTH_PATTERN, message('insights.badMonth'))
  month?: string | null;
}

@ObjectType({ description: "A partner's monthly commission statement." })
export class PartnerStatementView {
  @Field(() => Int)
  id: number;

  @Field({ description: 'YYYY-MM: the month of the statement (the last it covers).' })
  month: string;

  @Field({ description: 'YYYY-MM: the first month it covers (earlier than `month` when a month before had nothing to pay).' })
  fromMonth: string;

  @Field(() => Int)
  totalCents: number;

  @Field()
  currency: string;

  @Field(() => StatementStatus)
  status: StatementStatus;

  @Field(() => Date)
  createdAt: Date;

  @Field(() => Date, { nullable: true })
  paidAt: Date | null;

  @Field(() => Int, { description: 'Reservations on the statement.' })
  reservations: number;

  @Field({ description: 'The PDF (GET with the bearer token; `Accept: text/csv` gives the CSV).' })
  documentUrl: string;
}

@ObjectType({ description: 'A statement as staff see it: with the partner to pay and where.' })
export class StaffPartnerStatement extends PartnerStatementView {
  @Field(() => Int)
  partnerId: number;

  @Field()
  partnerLegalName: string;

  @Field({ description: 'Where to pay it.' })
  partnerIban: string;

  @Field(() => Int, { nullable: true, description: 'The staff user who marked it paid.' })
  paidBy: number | null;
}

@ObjectType({ description: 'One page of statements, oldest READY first, then PAID newest first.' })
export class StaffPartnerStatementPage extends Paginated(StaffPartnerStatement) {}

@ArgsType()
export class StaffPartnerStatementArgs extends PageArgs {
  @Field(() => StatementStatus, { nullable: true, description: 'READY (due) or PAID; both when left out.' })
  @IsOptional()
  @IsIn(Object.values(StatementStatus), message('validation.invalid', { label: { id: 'label.value' } }))
  status?: StatementStatus | null;
}

@ObjectType({ description: 'The funnel and the commission of an object, a month or everything.' })
export class PartnerFigures {
  @Field(() => Int, { description: "Visits through the object's link (counted per day)." })
  visits: number;

  @Field(() => Int, {
    description:
      'Booking requests sent through it. Requests, accepted, completed and the commission count in the month a request was sent.',
  })
  requests: number;

  @Field(() => Int, { description: 'Of those, accepted by the provider.' })
  accepted: number;

  @Field(() => Int, { description: 'Of those, accepted and started (the experience took place).' })
  completed: number;

  @Field(() => Int, { description: 'Commission of bookings whose experience is still to come, EUR cents.' })
  pendingCents: number;

  @Field(() => Int, { description: 'Commission earned (the experience took place) and not yet paid.' })
  payableCents: number;

  @Field(() => Int, { description: 'Commission paid.' })
  paidCents: number;
}

@ObjectType()
export class PartnerSummaryMonth extends PartnerFigures {
  @Field({ description: 'YYYY-MM' })
  month: string;
}

@ObjectType({ description: 'One object: its figures per month of the period and in all.' })
export class PartnerSummaryObject {
  @Field(() => Int)
  objectId: number;

  @Field()
  objectName: string;

  @Field({ description: 'Archived objects are listed while they have figures in the period.' })
  archived: boolean;

  @Field(() => [PartnerSummaryMonth])
  months: PartnerSummaryMonth[];

  @Field(() => PartnerFigures)
  totals: PartnerFigures;
}

@ObjectType({ description: "The partner's dashboard: per object and month, the 12 months up to the current one (Europe/Zagreb)." })
export class PartnerSummary {
  @Field({ description: 'YYYY-MM, the first month.' })
  from: string;

  @Field({ description: 'YYYY-MM, the current month.' })
  to: string;

  @Field()
  currency: string;

  @Field(() => [PartnerSummaryObject])
  objects: PartnerSummaryObject[];

  @Field(() => [PartnerSummaryMonth], { description: 'All objects together, per month.' })
  months: PartnerSummaryMonth[];

  @Field(() => PartnerFigures)
  totals: PartnerFigures;
}
