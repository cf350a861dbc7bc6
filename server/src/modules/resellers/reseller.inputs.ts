// Inputs of the reseller calls, validated by class-validator on both transports: staff's reseller
// (name, contact, commission in percent, linked sales partner), the provider a key is for, and the
// provider's switches (refuse a reseller, a service sold by a reseller, instant confirmation).
import { IsBoolean, IsEmail, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { MAX_ID } from '../../shared/limits.js';
import { message, required } from '../../shared/validation.js';

export const MAX_RESELLER_NAME = 120;

@InputType({ description: "A reseller's name, contact and commission (staff)." })
export class ResellerInput {
  @Field()
  @IsString(required('label.resellerName'))
  @IsNotEmpty(required('label.resellerName'))
  @MaxLength(MAX_RESELLER_NAME, message('validation.tooLong', { max: MAX_RESELLER_NAME }))
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(required('label.contactName'))
  @MaxLength(200, message('validation.tooLong', { max: 200 }))
  contactName?: string | null;

  @Field()
  @IsEmail({}, message('validation.email'))
  @IsNotEmpty(required('label.contactEmail'))
  @MaxLength(254, message('validation.email'))
  @IsString(required('label.contactEmail'))
  contactEmail: string;

  @Field(() => Float, {
    description: 'The commission in percent of the retail price, 0–100 with at most two decimals (15.5 = 1550 basis points).',
  })
  @Max(100, message('validation.max', { max: 100 }))
  @Min(0, message('validation.min', { min: 0 }))
  @IsNumber(
    { allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 },
    message('validation.invalid', { label: { id: 'label.commission' } }),
  )
  commissionPercent: number;

  @Field(() => Int, {
    nullable: true,
    description: 'The sales partner the reseller is (it may then sell the exclusive services that chose it); null: none.',
  })
  @IsOptional()
  @Max(MAX_ID, message('error.notFound'))
  @Min(1, message('error.notFound'))
  @IsInt(message('error.notFound'))
  partnerId?: number | null;
}

@InputType({ description: 'Switches a reseller on (its keys work) or off (its keys answer 403, its bookings stay).' })
export class ResellerActiveInput {
  @Field()
  @IsBoolean(message('validation.invalid', { label: { id: 'label.value' } }))
  active: boolean;
}

@InputType({ description: 'A provider (company) of a reseller.' })
export class ResellerProviderInput {
  @Field(() => Int)
  @Max(MAX_ID, message('error.notFound'))
  @Min(1, message('error.notFound'))
  @IsInt(message('error.notFound'))
  companyId: number;
}

@InputType({ description: 'The provider refuses a reseller (true: its keys for the provider answer 403) or allows it again (false).' })
export class ResellerRefusalInput {
  @Field()
  @IsBoolean(message('validation.invalid', { label: { id: 'label.value' } }))
  refused: boolean;
}

@InputType({ description: "Whether a reseller sells one of the provider's services." })
export class ResellerServiceInput {
  @Field(() => Int)
  @Max(MAX_ID, message('error.notFound'))
  @Min(1, message('error.notFound'))
  @IsInt(message('error.notFound'))
  resellerId: number;

  @Field()
  @IsBoolean(message('validation.invalid', { label: { id: 'label.value' } }))
  sold: boolean;
}

@InputType({ description: "Confirm reseller bookings instantly on a service (else they wait for the provider's answer)." })
export class ResellerInstantInput {
  @Field()
  @IsBoolean(message('validation.invalid', { label: { id: 'label.value' } }))
  instant: boolean;
}
