// Inputs of the season calls, validated by class-validator on both transports.
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { IsDay, message, required } from '../../shared/validation.js';
import { MAX_LIST_LENGTH } from '../../shared/limits.js';
import { BookingType, WeekdayName, type Weekday } from './season.entity.js';

const tooMany = (max: number) => message('validation.tooMany', { max });
const invalidTime = message('season.invalidTime');

@InputType()
export class WorkingTimeInput {
  @Field(() => Int)
  @Max(23, invalidTime)
  @Min(0, invalidTime)
  @IsInt(invalidTime)
  startHour: number;

  @Field(() => Int, { defaultValue: 0 })
  @Max(59, invalidTime)
  @Min(0, invalidTime)
  @IsInt(invalidTime)
  startMinute: number = 0;

  @Field(() => Int, { description: '24 closes at midnight.' })
  @Max(24, invalidTime)
  @Min(0, invalidTime)
  @IsInt(invalidTime)
  endHour: number;

  @Field(() => Int, { defaultValue: 0 })
  @Max(59, invalidTime)
  @Min(0, invalidTime)
  @IsInt(invalidTime)
  endMinute: number = 0;

  @Field(() => [WeekdayName])
  @IsArray(message('season.weekdayRequired'))
  @ArrayMinSize(1, message('season.weekdayRequired'))
  @ArrayMaxSize(7, tooMany(7))
  @IsEnum(WeekdayName, { each: true, ...message('season.weekdayRequired') })
  weekdays: Weekday[];
}

@InputType()
export class BookingTimeInput {
  @Field(() => Int)
  @Max(23, invalidTime)
  @Min(0, invalidTime)
  @IsInt(invalidTime)
  hour: number;

  @Field(() => Int, { defaultValue: 0 })
  @Max(59, invalidTime)
  @Min(0, invalidTime)
  @IsInt(invalidTime)
  minute: number = 0;
}

@InputType()
export class UnavailableDateInput {
  @Field({ description: 'YYYY-MM-DD' })
  @IsDay(message('season.invalidDate'))
  @IsString(message('season.invalidDate'))
  date: string;
}

@InputType({ description: 'A season with its working times, and optionally booking times and unavailable dates.' })
export class SeasonInput {
  @Field()
  @IsString(required('label.seasonName'))
  @IsNotEmpty(required('label.seasonName'))
  @MaxLength(100, message('validation.tooLong', { max: 100 }))
  name: string;

  @Field(() => BookingType, { defaultValue: BookingType.START_TIMES })
  @IsEnum(BookingType, message('validation.invalid', { label: { id: 'label.bookingType' } }))
  bookingType: BookingType = BookingType.START_TIMES;

  @Field({ description: 'First day, YYYY-MM-DD.' })
  @IsDay(message('season.invalidDate'))
  @IsString(required('label.seasonStart'))
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD (inclusive).' })
  @IsDay(message('season.invalidDate'))
  @IsString(required('label.seasonEnd'))
  to: string;

  @Field(() => [WorkingTimeInput])
  @IsArray(message('season.workingHoursRequired'))
  @ArrayMinSize(1, message('season.workingHoursRequired'))
  @ArrayMaxSize(MAX_LIST_LENGTH, tooMany(MAX_LIST_LENGTH))
  @ValidateNested({ each: true })
  @Type(() => WorkingTimeInput)
  workingTimes: WorkingTimeInput[];

  @Field(() => [BookingTimeInput], { nullable: true })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LIST_LENGTH, tooMany(MAX_LIST_LENGTH))
  @ValidateNested({ each: true })
  @Type(() => BookingTimeInput)
  bookingTimes?: BookingTimeInput[] | null;

  @Field(() => [String], { nullable: true, description: 'YYYY-MM-DD dates within the season.' })
  @IsOptional()
  @IsArray()
  @IsDay({ each: true, ...message('season.invalidDate') })
  @ArrayMaxSize(400, tooMany(400))
  unavailableDates?: string[] | null;
}

/** A day range of availability; the same class and date rule over GraphQL and REST. */
@ArgsType()
export class DayRangeArgs {
  @Field({ description: 'First day, YYYY-MM-DD.' })
  @IsDay(message('season.invalidDate'))
  @IsString(message('season.invalidDate'))
  from: string;

  @Field({ description: 'Last day, YYYY-MM-DD (inclusive).' })
  @IsDay(message('season.invalidDate'))
  @IsString(message('season.invalidDate'))
  to: string;
}

/** An unavailable date named by its day (GraphQL argument; REST has it in the path). */
@ArgsType()
export class UnavailableDateArgs {
  @Field({ description: 'YYYY-MM-DD' })
  @IsDay(message('season.invalidDate'))
  @IsString(message('season.invalidDate'))
  date: string;
}
