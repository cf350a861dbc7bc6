// Inputs of the account calls, validated with class-validator by TypeGraphQL and by the REST facade.
// Messages are ids of the server catalogue, so both transports answer the spec's texts.
import {
  Equals,
  IsBoolean,
  IsEmail,
  IsIn,
  IsISO31661Alpha2,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { IsPhone, message, Omittable, required } from '../../shared/validation.js';
import { PASSWORD_PATTERN } from './password.js';
import { isSaneDate } from '../../shared/text.js';

/** Longer passwords only cost hashing time. */
const MAX_PASSWORD = 200;
const tooLongPassword = message('validation.tooLong', { max: MAX_PASSWORD });

const tooLong = message('validation.tooLong', { max: 100 });

@ValidatorConstraint({ name: 'pastDate' })
class DateOfBirthRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return isSaneDate(value) && new Date(`${value}T00:00:00Z`) < new Date();
  }
}

@InputType({ description: 'A new guest (customer) account.' })
export class RegisterCustomerInput {
  @Field()
  @IsString(required('label.firstAndLastName'))
  @IsNotEmpty(required('label.firstAndLastName'))
  @MaxLength(100, tooLong)
  firstName: string;

  @Field()
  @IsString(required('label.firstAndLastName'))
  @IsNotEmpty(required('label.firstAndLastName'))
  @MaxLength(100, tooLong)
  lastName: string;

  @Field()
  @IsEmail({}, message('validation.email'))
  @IsNotEmpty(required('label.email'))
  @MaxLength(254, message('validation.email'))
  email: string;

  @Field()
  @Matches(PASSWORD_PATTERN, message('validation.passwordPattern'))
  @IsNotEmpty(required('label.password'))
  @IsString(required('label.password'))
  @MaxLength(MAX_PASSWORD, tooLongPassword)
  password: string;

  @Field(() => String, { nullable: true, description: 'en or hr; defaults to the language of the request.' })
  @IsOptional()
  @IsIn(['en', 'hr'], message('validation.language'))
  language?: string;

  @Field({ nullable: true })
  @Omittable()
  @IsBoolean(message('validation.invalid', { label: { id: 'label.newsletter' } }))
  newsletter?: boolean;
}

@InputType({ description: 'A new provider (owner) account; the data-processing terms must be accepted.' })
export class RegisterOwnerInput extends RegisterCustomerInput {
  @Field({ description: 'Must be true: the provider accepts the data-processing terms.' })
  @Equals(true, message('validation.acceptTerms'))
  acceptTerms: boolean;
}

@InputType({ description: 'A new accommodation partner account; the data-processing terms must be accepted.' })
export class RegisterPartnerInput extends RegisterOwnerInput {}

@InputType()
export class LoginInput {
  @Field()
  @IsString(required('label.email'))
  @IsNotEmpty(required('label.email'))
  @MaxLength(254, message('validation.email'))
  email: string;

  @Field()
  @IsString(required('label.password'))
  @MaxLength(MAX_PASSWORD, tooLongPassword)
  @IsNotEmpty(required('label.password'))
  password: string;
}

@InputType({ description: 'Profile settings: name, country, date of birth, phone, newsletter.' })
export class AccountSettingsInput {
  @Field()
  @IsString(required('label.firstAndLastName'))
  @IsNotEmpty(required('label.firstAndLastName'))
  @MaxLength(100, tooLong)
  firstName: string;

  @Field()
  @IsString(required('label.firstAndLastName'))
  @IsNotEmpty(required('label.firstAndLastName'))
  @MaxLength(100, tooLong)
  lastName: string;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 code.' })
  @IsOptional()
  @IsISO31661Alpha2(message('validation.invalid', { label: { id: 'label.country' } }))
  country?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Validate(DateOfBirthRule, message('validation.dateOfBirth'))
  dateOfBirth?: string | null;

  @Field(() => String, { nullable: true, description: 'With its country code, e.g. +385 91 234 5678.' })
  @IsOptional()
  @IsPhone({ required: false })
  phone?: string | null;

  @Field({ nullable: true })
  @Omittable()
  @IsBoolean(message('validation.invalid', { label: { id: 'label.newsletter' } }))
  newsletter?: boolean;
}

@InputType()
export class PlatformSettingsInput {
  @Field({ description: 'en or hr' })
  @IsIn(['en', 'hr'], message('validation.language'))
  language: string;
}

@InputType()
export class PasswordChangeInput {
  @Field({ description: 'The current password.' })
  @IsString(required('label.oldPassword'))
  @MaxLength(MAX_PASSWORD, tooLongPassword)
  @IsNotEmpty(required('label.oldPassword'))
  password: string;

  @Field()
  @Matches(PASSWORD_PATTERN, message('validation.passwordPattern'))
  @IsNotEmpty(required('label.newPassword'))
  @IsString(required('label.newPassword'))
  @MaxLength(MAX_PASSWORD, tooLongPassword)
  newPassword: string;
}

@InputType()
export class PasswordResetInitInput {
  @Field()
  @IsEmail({}, message('validation.email'))
  @IsNotEmpty(message('account.resetNoEmail'))
  @IsString(message('account.resetNoEmail'))
  @MaxLength(254, message('validation.email'))
  email: string;

  @Field(() => String, { nullable: true, description: 'Required when the server has a reCAPTCHA secret.' })
  @IsOptional()
  @IsString()
  @MaxLength(4000)
  reCaptchaToken?: string | null;
}

@InputType()
export class PasswordResetCompleteInput {
  @Field({ description: 'The key from the emailed link.' })
  @IsString(message('account.resetInvalidKey'))
  @IsNotEmpty(message('account.resetInvalidKey'))
  @MaxLength(200, message('account.resetInvalidKey'))
  key: string;

  @Field()
  @Matches(PASSWORD_PATTERN, message('validation.passwordPattern'))
  @IsNotEmpty(required('label.newPassword'))
  @IsString(required('label.newPassword'))
  @MaxLength(MAX_PASSWORD, tooLongPassword)
  newPassword: string;
}
