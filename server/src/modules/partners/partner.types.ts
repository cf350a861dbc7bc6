// GraphQL (and REST) answers of the partner calls besides the entities: a visit's referral, the
// staff's page of partners, and the providers' directory (no payout or tax details in it).
import { Field, Int, ObjectType } from 'type-graphql';
import { Paginated } from '../../shared/paginated.js';
import { Partner } from './partner.entity.js';
import { PartnerObjectKind } from './partner-object.entity.js';

@ObjectType({ description: "A visit through a partner object's link was counted: the referral the browser keeps (last one wins)." })
export class ReferralVisitView {
  @Field({ description: 'The object the guest came through.' })
  objectName: string;

  @Field({
    description:
      'Signed referral `CODE.SECONDS.MAC`: send it as `referralCode` of the booking request and in the `Lokalno-Referral` header.',
  })
  referralCode: string;

  @Field(() => Date)
  visitedAt: Date;

  @Field(() => Date, { description: 'visitedAt + REFERRAL_WINDOW_DAYS: after it the referral attributes nothing.' })
  expiresAt: Date;
}

@ObjectType({ description: 'One page of partners, newest first.' })
export class PartnerPage extends Paginated(Partner) {}

@ObjectType({ description: "A partner's object as providers see it in the directory." })
export class PartnerDirectoryObject {
  @Field()
  name: string;

  @Field(() => PartnerObjectKind)
  kind: PartnerObjectKind;

  @Field()
  address: string;
}

@ObjectType({ description: 'An approved partner a provider may choose for an exclusive service (no IBAN, OIB or contact).' })
export class PartnerDirectoryEntry {
  @Field(() => Int)
  id: number;

  @Field()
  legalName: string;

  @Field(() => [PartnerDirectoryObject])
  objects: PartnerDirectoryObject[];
}
