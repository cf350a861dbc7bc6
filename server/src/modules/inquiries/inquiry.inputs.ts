// Inputs of the inquiry forms, validated by TypeGraphQL and by the REST facade with the same
// classes. Messages are ids of the server catalogue; required fields answer "Please enter …".
import { Type } from 'class-transformer';
import { Equals, IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { COOPERATION_CATEGORIES } from '../../../../common/cooperation-categories.js';
import { IsDay, IsPhone, message, required } from '../../shared/validation.js';
import {
  MAX_INQUIRY_BUDGET_CENTS,
  MAX_INQUIRY_GROUP_SIZE,
  MAX_INQUIRY_MESSAGE,
  MAX_INQUIRY_NAME,
  MAX_INQUIRY_SUBJECT,
} from '../../shared/limits.js';
import { PageArgs } from '../../shared/page.args.js';
import { InquiryKind } from './inquiry.entity.js';

const tooLong = (max: number) => message('validation.tooLong', { max });

/** Fields every public form has: who writes, where to answer, in which language, and the bot trap. */
@InputType()
export class SenderInput {
  @Field()
  @IsString(required('label.firstAndLastName'))
  @IsNotEmpty(required('label.firstAndLastName'))
  @MaxLength(MAX_INQUIRY_NAME, tooLong(MAX_INQUIRY_NAME))
  name: string;

  @Field()
  @IsEmail({}, message('validation.email'))
  @IsNotEmpty(required('label.email'))
  @IsString(required('label.email'))
  @MaxLength(254, message('validation.email'))
  email: string;

  @Field(() => String, {
    nullable: true,
    description: 'en or hr: the language of the confirmation email; defaults to the language of the request.',
  })
  @IsOptional()
  @IsIn(['en', 'hr'], message('validation.language'))
  language?: string;

  @Field(() => String, {
    nullable: true,
    description: 'Leave empty: a field people do not see, so a filled one marks a bot (accepted and dropped).',
  })
  @IsOptional()
  @IsString(message('validation.invalid', { label: { id: 'label.value' } }))
  @MaxLength(200, tooLong(200))
  website?: string;
}

function Message(label: string) {
  return function (target: object, key: string) {
    IsString(required(label))(target, key);
    IsNotEmpty(required(label))(target, key);
    MaxLength(MAX_INQUIRY_MESSAGE, tooLong(MAX_INQUIRY_MESSAGE))(target, key);
  };
}

@InputType({ description: 'A question to Lokalno (/help).' })
export class HelpInput extends SenderInput {
  @Field({ description: 'The question in short.' })
  @IsString(required('label.subject'))
  @IsNotEmpty(required('label.subject'))
  @MaxLength(MAX_INQUIRY_SUBJECT, tooLong(MAX_INQUIRY_SUBJECT))
  subject: string;

  @Field()
  @Message('label.message')
  message: string;
}

@InputType({ description: 'A request for a custom private tour (/custom-private-tours).' })
export class DemandInput extends SenderInput {
  @Field(() => String, { nullable: true, description: 'Phone number with its country code.' })
  @IsOptional()
  @IsPhone({ required: false })
  phone?: string;

  @Field({ description: 'First day of the trip, YYYY-MM-DD.' })
  @IsDay(message('validation.invalid', { label: { id: 'label.dateFrom' } }))
  @IsNotEmpty(required('label.dateFrom'))
  @IsString(required('label.dateFrom'))
  dateFrom: string;

  @Field({ description: 'Last day of the trip, YYYY-MM-DD; not before dateFrom.' })
  @IsDay(message('validation.invalid', { label: { id: 'label.dateTo' } }))
  @IsNotEmpty(required('label.dateTo'))
  @IsString(required('label.dateTo'))
  dateTo: string;

  @Field(() => Int, { description: `People in the group, 1..${MAX_INQUIRY_GROUP_SIZE}.` })
  @Type(() => Number)
  @Max(MAX_INQUIRY_GROUP_SIZE, message('validation.max', { max: MAX_INQUIRY_GROUP_SIZE }))
  @Min(1, message('validation.min', { min: 1 }))
  @IsInt(message('validation.numeric'))
  groupSize: number;

  @Field({ description: 'Regions to visit and what the group likes.' })
  @Message('label.interests')
  interests: string;

  @Field(() => Int, { nullable: true, description: `Budget for the whole group in euro cents, 0..${MAX_INQUIRY_BUDGET_CENTS}.` })
  @IsOptional()
  @Type(() => Number)
  @Max(MAX_INQUIRY_BUDGET_CENTS, message('validation.max', { max: MAX_INQUIRY_BUDGET_CENTS }))
  @Min(0, message('validation.min', { min: 0 }))
  @IsInt(message('validation.numeric'))
  budget?: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString(required('label.message'))
  @MaxLength(MAX_INQUIRY_MESSAGE, tooLong(MAX_INQUIRY_MESSAGE))
  message?: string;
}

@InputType({ description: 'A sign-up for the Christmas promotion (/bozic-akcija).' })
export class ChristmasActionInput extends SenderInput {
  @Field({ description: 'Must be true: the sender agrees to be emailed about the promotion.' })
  @Equals(true, message('validation.consent'))
  @IsBoolean(message('validation.consent'))
  consent: boolean;
}

@InputType({ description: 'A provider asks Lokalno for other services (/dashboard/cooperation).' })
export class CooperationInput {
  @Field(() => String, { description: `One of ${COOPERATION_CATEGORIES.join(', ')}.` })
  @IsIn(COOPERATION_CATEGORIES, required('label.cooperationCategory'))
  @IsNotEmpty(required('label.cooperationCategory'))
  @IsString(required('label.cooperationCategory'))
  category: string;

  @Field({ description: 'The details of the service the provider wants.' })
  @Message('label.serviceDetails')
  description: string;
}

@InputType({ description: "A guest's message to a brand's provider (brand page)." })
export class BrandContactInput extends SenderInput {
  @Field()
  @Message('label.message')
  message: string;
}

@ArgsType()
export class InquiryListArgs extends PageArgs {
  @Field(() => InquiryKind)
  @IsIn(Object.values(InquiryKind), message('validation.invalid', { label: { id: 'label.inquiryKind' } }))
  kind: InquiryKind;
}
