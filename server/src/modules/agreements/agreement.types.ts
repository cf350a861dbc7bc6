// What the provider and staff see of a cooperation agreement: its version and state, never the
// audit fields (who accepted it and the document's hash stay in the database).
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum AgreementStatus {
  NONE = 'NONE',
  AWAITING_ACCEPTANCE = 'AWAITING_ACCEPTANCE',
  ACCEPTED = 'ACCEPTED',
}
registerEnumType(AgreementStatus, {
  name: 'AgreementStatus',
  description:
    'NONE: no current agreement yet (it is offered when the provider first sends a service for approval); AWAITING_ACCEPTANCE: offered, not accepted; ACCEPTED: the current version is accepted.',
});

@ObjectType({
  description: "The calling provider's cooperation agreement: the current version, its terms in short and whether it was accepted.",
})
export class OwnerAgreement {
  @Field(() => Int, { description: 'The version to accept (POST /owner/agreement/acceptance).' })
  version: number;

  @Field(() => AgreementStatus)
  status: AgreementStatus;

  @Field(() => String, { description: 'en or hr: the language of the document.' })
  language: string;

  @Field(() => Date, { description: 'When it was offered.' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the email with the document went out.' })
  sentAt: Date | null;

  @Field(() => Date, { nullable: true })
  acceptedAt: Date | null;

  @Field(() => Int, { description: 'The platform commission in percent of the booking price (15).' })
  commissionPercent: number;

  @Field(() => Int, { description: 'VAT on the commission in percent (25).' })
  commissionVatPercent: number;

  @Field({ description: 'Where the PDF is downloaded (with the bearer token): /api/owner/agreement/pdf.' })
  pdfUrl: string;
}

@ObjectType({ description: "The state of a company's current cooperation agreement, as staff see it beside a service under review." })
export class AgreementSummary {
  @Field(() => AgreementStatus)
  status: AgreementStatus;

  @Field(() => Int, { nullable: true, description: 'The version offered; null when none was.' })
  version: number | null;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;

  @Field(() => Date, { nullable: true })
  acceptedAt: Date | null;
}

@ObjectType({
  description: "The calling sales partner's cooperation agreement: the current version, its terms in short and whether it was accepted.",
})
export class PartnerAgreementView {
  @Field(() => Int, { description: 'The version to accept (POST /partner/agreement/acceptance).' })
  version: number;

  @Field(() => AgreementStatus)
  status: AgreementStatus;

  @Field(() => String, { description: 'en or hr: the language of the document.' })
  language: string;

  @Field(() => Date, { description: 'When it was offered (when staff approved the partner).' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the email with the document went out.' })
  sentAt: Date | null;

  @Field(() => Date, { nullable: true, description: "Until then the partner's links earn nothing." })
  acceptedAt: Date | null;

  @Field(() => Int, { description: "The platform's commission in percent of the booking (15)." })
  commissionPercent: number;

  @Field(() => Int, { description: "The partner's share of that commission in basis points (5000: half)." })
  shareBp: number;

  @Field(() => Int, { description: 'Days a visit through a link attributes bookings.' })
  attributionWindowDays: number;

  @Field(() => Int, { description: "Statements are paid by this day of the month after the statement's month." })
  payoutDay: number;

  @Field({ description: 'Where the PDF is downloaded (with the bearer token): /api/partner/agreement/pdf.' })
  pdfUrl: string;
}
