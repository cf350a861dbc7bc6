// Inputs of the company and brand calls, validated by class-validator on both transports.
import {
  IsISO31661Alpha2,
  IsInt,
  Max,
  Min,
  IsLatitude,
  IsLongitude,
  IsNotEmpty,
  IsNumber,
  IsString,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsPhone, message, required } from '../../shared/validation.js';
import { isValidIban } from '../../../../common/iban.js';
import { MAX_ID } from '../../shared/limits.js';

@ValidatorConstraint({ name: 'iban' })
class IbanRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isValidIban(value);
  }
}

@InputType({ description: "A provider's business entity." })
export class CompanyInput {
  @Field()
  @IsString(required('label.companyName'))
  @IsNotEmpty(required('label.companyName'))
  @MaxLength(200)
  legalName: string;

  @Field()
  @IsString(required('label.address'))
  @IsNotEmpty(required('label.address'))
  @MaxLength(200)
  address: string;

  @Field()
  @IsString(required('label.zipCode'))
  @IsNotEmpty(required('label.zipCode'))
  @MaxLength(20)
  zipCode: string;

  @Field()
  @IsString(required('label.town'))
  @IsNotEmpty(required('label.town'))
  @MaxLength(100)
  town: string;

  @Field({ description: 'ISO 3166-1 alpha-2 code.' })
  @IsISO31661Alpha2(message('validation.invalid', { label: { id: 'label.country' } }))
  country: string;

  @Field({ description: 'With its country code, e.g. +385 91 234 5678.' })
  @IsPhone({ required: true })
  contactMobile: string;

  @Field({ description: 'VAT number; the OIB for Croatian companies.' })
  @IsString(required('label.vatNumber'))
  @IsNotEmpty(required('label.vatNumber'))
  @MaxLength(30)
  vatNumber: string;

  @Field()
  @IsString(required('label.accountOwnerName'))
  @IsNotEmpty(required('label.accountOwnerName'))
  @MaxLength(200)
  accountOwnerName: string;

  @Field()
  @Validate(IbanRule, message('validation.invalid', { label: { id: 'label.iban' } }))
  @IsNotEmpty(required('label.iban'))
  @MaxLength(64)
  @IsString(required('label.iban'))
  iban: string;

  @Field(() => Int)
  @Max(MAX_ID, required('label.primaryActivity'))
  @Min(1, required('label.primaryActivity'))
  @IsInt(required('label.primaryActivity'))
  primaryActivityId: number;
}

@InputType({ description: 'A brand with its address and map position.' })
export class BrandInput {
  @Field()
  @IsString(required('label.brandName'))
  @IsNotEmpty(required('label.brandName'))
  @MaxLength(200)
  name: string;

  @Field(() => Int)
  @Max(MAX_ID, required('label.primaryActivity'))
  @Min(1, required('label.primaryActivity'))
  @IsInt(required('label.primaryActivity'))
  activityTypeId: number;

  @Field()
  @IsString(required('label.address'))
  @IsNotEmpty(required('label.address'))
  @MaxLength(300)
  address: string;

  @Field(() => Float)
  @IsLatitude(required('label.validAddress'))
  @IsNumber({}, required('label.validAddress'))
  latitude: number;

  @Field(() => Float)
  @IsLongitude(required('label.validAddress'))
  @IsNumber({}, required('label.validAddress'))
  longitude: number;

  @Field()
  @IsString(required('label.activityDescription'))
  @IsNotEmpty(required('label.activityDescription'))
  @MaxLength(5000)
  description: string;
}
