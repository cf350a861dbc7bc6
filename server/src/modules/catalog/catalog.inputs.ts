// Inputs of the service, offer and photo calls, validated by class-validator on both transports.
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsISO31661Alpha2,
  IsLatitude,
  IsLongitude,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, Float, InputType, Int } from 'type-graphql';
import { MAX_ID, MAX_LIST_LENGTH, MAX_REVIEW_NOTE } from '../../shared/limits.js';
import { message, Omittable, required } from '../../shared/validation.js';
import { Difficulty, PriceType } from './offer.entity.js';
import { CancellationPolicy } from './service.entity.js';

const numeric = message('validation.numeric');
export const MAX_PLACES_PER_START = 10000;
const atMost = (max: number) => message('validation.max', { max });
const list = ArrayMaxSize(MAX_LIST_LENGTH, message('validation.tooMany', { max: MAX_LIST_LENGTH }));

/** The forms write decimals with a comma in Croatian ("0,5"); REST accepts both. */
const decimal = ({ value }: { value: unknown }) => (typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value);

@InputType()
export class KeyLocationDistanceInput {
  @Field()
  @IsString(required('label.keyLocation'))
  @IsNotEmpty(required('label.keyLocation'))
  @MaxLength(200)
  place: string;

  @Field(() => Float, { description: 'Kilometres.' })
  @Transform(decimal)
  @Max(20000, atMost(20000))
  @Min(0, numeric)
  @IsNumber({}, numeric)
  km: number;
}

@InputType({ description: 'A service as the provider enters it.' })
export class ServiceInput {
  @Field({ description: 'Name including the location.' })
  @IsString(required('label.serviceName'))
  @IsNotEmpty(required('label.serviceName'))
  @MaxLength(200)
  title: string;

  @Field(() => Int)
  @Max(MAX_ID, required('label.category'))
  @Min(1, required('label.category'))
  @IsInt(required('label.category'))
  categoryId: number;

  @Field(() => Int)
  @Max(MAX_ID, required('label.region'))
  @Min(1, required('label.region'))
  @IsInt(required('label.region'))
  regionId: number;

  @Field(() => [Int], { nullable: true })
  @Omittable()
  @IsArray()
  @list
  @Max(MAX_ID, { each: true })
  @Min(1, { each: true })
  @IsInt({ each: true })
  tagIds: number[] = [];

  @Field(() => [Int], { nullable: true })
  @Omittable()
  @IsArray()
  @list
  @Max(MAX_ID, { each: true })
  @Min(1, { each: true })
  @IsInt({ each: true })
  amenityIds: number[] = [];

  @Field(() => [String], { nullable: true, description: 'Spoken languages (ISO 639-1 codes).' })
  @Omittable()
  @IsArray()
  @list
  @MaxLength(20, { each: true })
  @IsString({ each: true })
  languageCodes: string[] = [];

  @Field(() => [String], { nullable: true, description: 'Accepted payment types (codes); empty accepts all.' })
  @Omittable()
  @IsArray()
  @list
  @MaxLength(20, { each: true })
  @IsString({ each: true })
  paymentTypeCodes: string[] = [];

  @Field()
  @IsString(required('label.serviceDescription'))
  @IsNotEmpty(required('label.serviceDescription'))
  @MaxLength(10000)
  description: string;

  @Field({ description: 'Why you are specific.' })
  @IsString(required('label.ownerStatement'))
  @IsNotEmpty(required('label.ownerStatement'))
  @MaxLength(5000)
  ownerStatement: string;

  @Field({ description: 'Why the micro-location is specific.' })
  @IsString(required('label.microLocation'))
  @IsNotEmpty(required('label.microLocation'))
  @MaxLength(5000)
  microLocation: string;

  @Field(() => [String], { nullable: true, description: 'What is included.' })
  @IsArray()
  @list
  @MaxLength(500, { each: true, ...message('validation.tooLong', { max: 500 }) })
  @IsNotEmpty({ each: true, ...required('label.element') })
  @IsString({ each: true, ...required('label.element') })
  included: string[] = [];

  @Field(() => [String], { nullable: true })
  @IsArray()
  @list
  @MaxLength(500, { each: true, ...message('validation.tooLong', { max: 500 }) })
  @IsNotEmpty({ each: true, ...required('label.element') })
  @IsString({ each: true, ...required('label.element') })
  characteristics: string[] = [];

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  remark?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  arrivalInstructions?: string | null;

  @Field({ description: 'Meeting point address.' })
  @IsString(required('label.meetingPoint'))
  @IsNotEmpty(required('label.meetingPoint'))
  @MaxLength(300)
  meetingPoint: string;

  @Field(() => Float)
  @IsLatitude(required('label.validAddress'))
  @IsNumber({}, required('label.validAddress'))
  meetingLatitude: number;

  @Field(() => Float)
  @IsLongitude(required('label.validAddress'))
  @IsNumber({}, required('label.validAddress'))
  meetingLongitude: number;

  @Field({ defaultValue: 'HR' })
  @IsISO31661Alpha2(message('validation.invalid', { label: { id: 'label.country' } }))
  country: string = 'HR';

  @Field(() => [KeyLocationDistanceInput], { description: 'At least one distance from a key location.' })
  @IsArray(message('catalog.keyLocationRequired'))
  @ArrayMinSize(1, message('catalog.keyLocationRequired'))
  @list
  @ValidateNested({ each: true })
  @Type(() => KeyLocationDistanceInput)
  distances: KeyLocationDistanceInput[];

  @Field(() => Int)
  @Max(500, atMost(500))
  @Min(1, required('label.minMaxPeople'))
  @IsInt(required('label.minMaxPeople'))
  minPeople: number;

  @Field(() => Int)
  @Max(500, atMost(500))
  @Min(1, required('label.minMaxPeople'))
  @IsInt(required('label.minMaxPeople'))
  maxPeople: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'How many guests the provider takes at one start time, all bookings together (1–10000, at least minPeople); on create it defaults to maxPeople, on update it keeps its value.',
  })
  @IsOptional()
  @ValidateBy(
    {
      name: 'atLeastMinPeople',
      validator: { validate: (value, args) => typeof value !== 'number' || value >= (args?.object as ServiceInput).minPeople },
    },
    message('catalog.placesBelowMin'),
  )
  @Max(MAX_PLACES_PER_START, message('validation.max', { max: MAX_PLACES_PER_START }))
  @Min(1, message('validation.min', { min: 1 }))
  @IsInt(numeric)
  placesPerStart?: number | null;

  @Field(() => Int, { defaultValue: 24, description: 'Hours before the start a booking must arrive.' })
  @Max(8760, atMost(8760))
  @Min(0, numeric)
  @IsInt(numeric)
  advanceHours: number = 24;

  @Field(() => Float, { description: 'Answer time in hours; fractional (0.5 is 30 minutes).' })
  @Transform(decimal)
  @Max(168, atMost(168))
  @Min(0.25, required('label.responseTime'))
  @IsNumber({}, required('label.responseTime'))
  answerTimeHours: number;

  @Field(() => CancellationPolicy)
  @IsEnum(CancellationPolicy, required('label.cancellation'))
  cancellationPolicy: CancellationPolicy;

  @Field(() => Int, { nullable: true, description: 'N days or hours before the start (for the full-refund policies).' })
  @IsOptional()
  @Max(8760, atMost(8760))
  @Min(1, numeric)
  @IsInt(numeric)
  cancellationBefore?: number | null;

  @Field({ defaultValue: false, description: 'Visible only to selected partners.' })
  @IsBoolean()
  exclusive: boolean = false;

  @Field({ defaultValue: true })
  @IsBoolean()
  enabled: boolean = true;
}

@InputType({ description: 'An offer (variation) of a service; prices in EUR.' })
export class OfferInput {
  @Field()
  @IsString(required('label.offerName'))
  @IsNotEmpty(required('label.offerName'))
  @MaxLength(200)
  name: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Max(365, atMost(365))
  @Min(0, numeric)
  @IsInt(numeric)
  durationDays?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Max(23, atMost(23))
  @Min(0, numeric)
  @IsInt(numeric)
  durationHours?: number | null;

  @Field(() => Int, { nullable: true })
  @IsOptional()
  @Max(59, atMost(59))
  @Min(0, numeric)
  @IsInt(numeric)
  durationMinutes?: number | null;

  @Field(() => Difficulty, { nullable: true })
  @IsOptional()
  @IsEnum(Difficulty)
  difficulty?: Difficulty | null;

  @Field(() => PriceType, { description: 'PER_PERSON, or GROUP for a price for groupNumber people.' })
  @IsEnum(PriceType)
  priceType: PriceType;

  @Field(() => Int, { defaultValue: 1, description: 'People in the group (GROUP); 1 for PER_PERSON.' })
  @Max(500, atMost(500))
  @Min(1, numeric)
  @IsInt(numeric)
  groupNumber: number = 1;

  @Field(() => Float, { description: 'Base price in EUR.' })
  @Transform(decimal)
  @Max(100000, atMost(100000))
  @Min(0.01, required('label.price'))
  @IsNumber({}, required('label.price'))
  price: number;

  @Field(() => Float, { nullable: true, description: 'Discounted price in EUR; lower than the price.' })
  @IsOptional()
  @Transform(decimal)
  @Max(100000, atMost(100000))
  @Min(0.01, numeric)
  @IsNumber({}, numeric)
  discountPrice?: number | null;
}

@InputType()
export class PhotoDescriptionInput {
  @Field({ description: "The photo's file name." })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  photoName: string;

  @Field()
  @IsString(required('label.photoDescription'))
  @MaxLength(500)
  description: string;
}

/** Staff's note when returning a service; the same limit over GraphQL and REST. */
@ArgsType()
export class ReviewNoteArgs {
  @Field({ description: `Why the service goes back to its provider, 1..${MAX_REVIEW_NOTE} characters.` })
  @IsString(required('label.reviewNote'))
  @IsNotEmpty(required('label.reviewNote'))
  @MaxLength(MAX_REVIEW_NOTE, message('validation.tooLong', { max: MAX_REVIEW_NOTE }))
  note: string;
}

/** The version of a revision staff saw, on both transports: optional so older clients keep working. */
function RevisionVersion(): PropertyDecorator {
  return (target, key) => {
    Field(() => Int, {
      nullable: true,
      description: 'The revision version the reviewer saw; a newer one (the provider edited since) is refused with CONFLICT.',
    })(target, key);
    IsOptional()(target, key);
    Type(() => Number)(target, key);
    Max(MAX_ID, atMost(MAX_ID))(target, key);
    Min(1, message('validation.min', { min: 1 }))(target, key);
    IsInt(numeric)(target, key);
  };
}

/** Staff's approval of a revision. */
@ArgsType()
export class RevisionApprovalArgs {
  @RevisionVersion()
  version?: number | null;
}

/** Staff's send-back of a revision: the note and the version they saw. */
@ArgsType()
export class RevisionReturnArgs extends ReviewNoteArgs {
  @RevisionVersion()
  version?: number | null;
}

/** What content generation reads: a website and keywords; the same limits over GraphQL and REST. */
@ArgsType()
export class ContentRequestArgs {
  @Field({ description: "The provider's website (https:// may be left out)." })
  @IsString()
  @MaxLength(2000, message('validation.tooLong', { max: 2000 }))
  url: string;

  @Field({ description: 'Comma-separated, at least 2, each at most two words.' })
  @IsString()
  @MaxLength(1000, message('validation.tooLong', { max: 1000 }))
  keywords: string;
}
