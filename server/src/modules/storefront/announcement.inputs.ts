// What staff send to add or change an announcement, and the new order of the list; validated by
// class-validator on both transports with the ranges of shared/limits.ts.
import { ArrayMaxSize, IsArray, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAX_ANNOUNCEMENT_LINK, MAX_ANNOUNCEMENT_TEXT, MAX_ANNOUNCEMENT_TITLE, MAX_ANNOUNCEMENTS, MAX_ID } from '../../shared/limits.js';
import { IsDay, message, required } from '../../shared/validation.js';

const tooLong = (max: number) => MaxLength(max, message('validation.tooLong', { max }));
/** A path on the site ("/bozic-akcija", not "//host") or an http(s) address, without spaces. */
const LINK = /^(\/(?!\/)|https?:\/\/)\S*$/;

@InputType({ description: 'An announcement as staff write it, in English and Croatian.' })
export class AnnouncementInput {
  @Field()
  @tooLong(MAX_ANNOUNCEMENT_TITLE)
  @Matches(/\S/, required('label.announcementTitleEn'))
  @IsNotEmpty(required('label.announcementTitleEn'))
  @IsString(required('label.announcementTitleEn'))
  titleEn: string;

  @Field()
  @tooLong(MAX_ANNOUNCEMENT_TITLE)
  @Matches(/\S/, required('label.announcementTitleHr'))
  @IsNotEmpty(required('label.announcementTitleHr'))
  @IsString(required('label.announcementTitleHr'))
  titleHr: string;

  @Field()
  @tooLong(MAX_ANNOUNCEMENT_TEXT)
  @Matches(/\S/, required('label.announcementTextEn'))
  @IsNotEmpty(required('label.announcementTextEn'))
  @IsString(required('label.announcementTextEn'))
  textEn: string;

  @Field()
  @tooLong(MAX_ANNOUNCEMENT_TEXT)
  @Matches(/\S/, required('label.announcementTextHr'))
  @IsNotEmpty(required('label.announcementTextHr'))
  @IsString(required('label.announcementTextHr'))
  textHr: string;

  @Field(() => String, { nullable: true, description: 'A path on the site (/bozic-akcija) or an http(s) address.' })
  @IsOptional()
  @tooLong(MAX_ANNOUNCEMENT_LINK)
  @Matches(LINK, message('announcement.invalidLink'))
  @IsString(message('announcement.invalidLink'))
  link?: string | null;

  @Field(() => String, { nullable: true, description: 'First day shown, YYYY-MM-DD.' })
  @IsOptional()
  @IsDay(message('season.invalidDate'))
  @IsString(message('season.invalidDate'))
  publishFrom?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day shown, YYYY-MM-DD; not before publishFrom.' })
  @IsOptional()
  @IsDay(message('season.invalidDate'))
  @IsString(message('season.invalidDate'))
  publishUntil?: string | null;
}

@InputType({ description: 'Every announcement id, in the new order.' })
export class AnnouncementOrderInput {
  @Field(() => [Int])
  @IsArray()
  @ArrayMaxSize(MAX_ANNOUNCEMENTS, message('validation.tooMany', { max: MAX_ANNOUNCEMENTS }))
  @Max(MAX_ID, { each: true, ...message('validation.max', { max: MAX_ID }) })
  @Min(1, { each: true, ...message('validation.min', { min: 1 }) })
  @IsInt({ each: true, ...message('validation.integer') })
  ids: number[];
}
