// Every migration in the order it runs. `npm run migration:generate -- <Name>` adds new ones here;
// a test checks that each file in this folder is listed.
import { Reference1795344357770 } from './1795344357770-Reference.js';
import { SeedReferenceData1795344400000 } from './1795344400000-SeedReferenceData.js';
import { Accounts1795344889646 } from './1795344889646-Accounts.js';
import { Catalog1795345339088 } from './1795345339088-Catalog.js';
import { CatalogRules1795345400000 } from './1795345400000-CatalogRules.js';
import { Scheduling1795346249490 } from './1795346249490-Scheduling.js';
import { Capacity1795377605438 } from './1795377605438-Capacity.js';
import { RateLimitBackoff1795377783103 } from './1795377783103-RateLimitBackoff.js';
import { ReviewHistory1795381584728 } from './1795381584728-ReviewHistory.js';
import { ServiceRevision1795381808980 } from './1795381808980-ServiceRevision.js';
import { RevisionVersion1795389519866 } from './1795389519866-RevisionVersion.js';
import { ServiceSearch1795389616115 } from './1795389616115-ServiceSearch.js';
import { Announcements1795389631115 } from './1795389631115-Announcements.js';
import { PhotoReview1795389697545 } from './1795389697545-PhotoReview.js';
import { Inquiries1795389702787 } from './1795389702787-Inquiries.js';
import { Booking1795400000000 } from './1795400000000-Booking.js';
import { Payments1795400100000 } from './1795400100000-Payments.js';
import { ReservationEvents1795500300000 } from './1795500300000-ReservationEvents.js';
import { ProviderCancellation1795520000000 } from './1795520000000-ProviderCancellation.js';
import { ReservationChange1795520100000 } from './1795520100000-ReservationChange.js';
import { PendingCounterNotify1795560000000 } from './1795560000000-PendingCounterNotify.js';
import { CatalogChangeNotify1795610000000 } from './1795610000000-CatalogChangeNotify.js';
import { SearchWordStems1795650000000 } from './1795650000000-SearchWordStems.js';
import { ChangeEvents1795660000000 } from './1795660000000-ChangeEvents.js';
import { Agreements1795785067909 } from './1795785067909-Agreements.js';
import { Partners1795785248360 } from './1795785248360-Partners.js';
import { PartnerLedger1795787245349 } from './1795787245349-PartnerLedger.js';
import { Attendance1795796021870 } from './1795796021870-Attendance.js';
import { GuestReviews1795796549049 } from './1795796549049-GuestReviews.js';
import { CheckIn1795796567625 } from './1795796567625-CheckIn.js';
import { Waitlist1795796634603 } from './1795796634603-Waitlist.js';
import { ReviewInvitations1795799561366 } from './1795799561366-ReviewInvitations.js';
import { SmsAndDayBeforeReminder1795799909387 } from './1795799909387-SmsAndDayBeforeReminder.js';
import { WaitlistPhone1795802582070 } from './1795802582070-WaitlistPhone.js';
import { Resellers1795808414286 } from './1795808414286-Resellers.js';
// -- end of imports --

export const migrations: (new () => object)[] = [
  Reference1795344357770,
  SeedReferenceData1795344400000,
  Accounts1795344889646,
  Catalog1795345339088,
  CatalogRules1795345400000,
  Scheduling1795346249490,
  Capacity1795377605438,
  RateLimitBackoff1795377783103,
  ReviewHistory1795381584728,
  ServiceRevision1795381808980,
  RevisionVersion1795389519866,
  ServiceSearch1795389616115,
  Announcements1795389631115,
  PhotoReview1795389697545,
  Inquiries1795389702787,
  Booking1795400000000,
  Payments1795400100000,
  ReservationEvents1795500300000,
  ProviderCancellation1795520000000,
  ReservationChange1795520100000,
  PendingCounterNotify1795560000000,
  CatalogChangeNotify1795610000000,
  SearchWordStems1795650000000,
  ChangeEvents1795660000000,
  Agreements1795785067909,
  Partners1795785248360,
  PartnerLedger1795787245349,
  Attendance1795796021870,
  GuestReviews1795796549049,
  CheckIn1795796567625,
  Waitlist1795796634603,
  ReviewInvitations1795799561366,
  SmsAndDayBeforeReminder1795799909387,
  WaitlistPhone1795802582070,
  Resellers1795808414286,
];
