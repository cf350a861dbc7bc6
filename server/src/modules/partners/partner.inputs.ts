// Inputs of the partner calls, validated by class-validator on both transports: the profile, an
// object, staff's decision, a visit's code, and the partners a provider chooses for a service.
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsLatitude,
  IsLongitude,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { isValidIban } from '../../../../common/iban.js';
import { MAX_ID } from '../../shared/limits.js';
import { PageArgs } from '../../shared/page.args.js';
import { IsPhone, message, required } from '../../shared/validation.js';
import { PartnerStatus } from './partner.entity.js';
import { PartnerObjectKind } from './partner-object.entity.js';
import { MAX_REFERRAL_LENGTH } from './referral-token.js';

/** Partners one exclusive service may be opened to. */
export const MAX_SERVICE_PARTNERS = 50;
export const MAX_BEDS = 10_000;

@ValidatorConstraint({ name: 'iban' })
class IbanRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidIban(value);
  }
}

@InputType({ description: "A sales partner's business and payout details." })
export class PartnerProfileInput {
  @Field()
  @IsString(required('label.companyName'))
  @IsNotEmpty(required('label.companyName'))
  @MaxLength(200, message('validation.tooLong', { max: 200 }))
  legalName: string;

  @Field({ description: 'The OIB: 11 digits with its ISO 7064 MOD 11,10 check digit ("HR" before it is dropped).' })
  @IsString(required('label.oib'))
  @IsNotEmpty(required('label.oib'))
  @MaxLength(30, message('validation.tooLong', { max: 30 }))
  oib: string;

  @Field()
  @Validate(IbanRule, message('validation.invalid', { label: { id: 'label.iban' } }))
  @IsNotEmpty(required('label.iban'))
  @MaxLength(64, message('validation.tooLong', { max: 64 }))
  @IsString(required('label.iban'))
  iban: string;

  @Field()
  @IsString(required('label.contactName'))
  @IsNotEmpty(required('label.contactName'))
  @MaxLength(200, message('validation.tooLong', { max: 200 }))
  contactName: string;

  @Field({ description: 'With its country code, e.g. +385 91 234 5678.' })
  @IsPhone({ required: true })
  contactPhone: string;

  @Field()
  @IsEmail({}, message('validation.email'))
  @IsNotEmpty(required('label.email'))
  @MaxLength(254, message('validation.email'))
  @IsString(required('label.email'))
  contactEmail: string;
}

@InputType({ description: 'An object (accommodation) of a sales partner.' })
export class PartnerObjectInput {
  @Field()
  @IsString(required('label.objectName'))
  @IsNotEmpty(required('label.objectName'))
  @MaxLength(200, message('validation.tooLong', { max: 200 }))
  name: string;

  @Field(() => PartnerObjectKind)
  @IsIn(Object.values(PartnerObjectKind), message('validation.invalid', { label: { id: 'label.objectKind' } }))
  kind: PartnerObjectKind;

  @Field()
  @IsString(required('label.address'))
  @IsNotEmpty(required('label.address'))
  @MaxLength(300, message('validation.tooLong', { max: 300 }))
  address: string;

  @Field(() => Float)
  @IsLatitude(required('label.validAddress'))
  @IsNumber({ allowNaN: false, allowInfinity: false }, required('label.validAddress'))
  latitude: number;

  @Field(() => Float)
  @IsLongitude(required('label.validAddress'))
  @IsNumber({ allowNaN: false, allowInfinity: false }, required('label.validAddress'))
  longitude: number;

  @Field(() => Int, { nullable: true, description: `Number of beds, 1–${MAX_BEDS}; null or left out: not given.` })
  @IsOptional()
  @Max(MAX_BEDS, message('validation.max', { max: MAX_BEDS }))
  @Min(1, message('validation.min', { min: 1 }))
  @IsInt(message('validation.integer'))
  beds?: number | null;
}

@InputType({ description: "Staff's decision: approved (links earn) or suspended." })
export class PartnerApprovalInput {
  @Field()
  @IsBoolean(message('validation.invalid', { label: { id: 'label.value' } }))
  approved: boolean;
}

@InputType({ description: "A visit through an object's link: its code (`?ref=`), or a referral kept from an earlier visit." })
export class ReferralVisitInput {
  @Field()
  @IsString(required('label.referralCode'))
  @IsNotEmpty(required('label.referralCode'))
  @MaxLength(MAX_REFERRAL_LENGTH, message('validation.tooLong', { max: MAX_REFERRAL_LENGTH }))
  code: string;
}

@InputType({ description: 'The approved partners an exclusive service is opened to (replaces the list).' })
export class ServicePartnersInput {
  @Field(() => [Int])
  @IsArray(message('validation.invalid', { label: { id: 'label.value' } }))
  @ArrayMaxSize(MAX_SERVICE_PARTNERS, message('validation.tooMany', { max: MAX_SERVICE_PARTNERS }))
  @Max(MAX_ID, { each: true, ...message('error.notFound') })
  @Min(1, { each: true, ...message('error.notFound') })
  @IsInt({ each: true, ...message('error.notFound') })
  partnerIds: number[];
}

@ArgsType()
export class PartnerListArgs extends PageArgs {
  @Field(() => PartnerStatus, { nullable: true, description: 'Only partners in this state; all when left out.' })
  @IsOptional()
  @IsIn(Object.values(PartnerStatus), message('validation.invalid', { label: { id: 'label.value' } }))
  status?: PartnerStatus | null;
}
