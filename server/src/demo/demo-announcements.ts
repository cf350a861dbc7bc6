// Two home-page announcements for the demo: the Christmas promotion and private tours on request.
import type { EntityManager } from 'typeorm';
import { Announcement } from '../modules/storefront/announcement.entity.js';

const DEMO_ANNOUNCEMENTS: Omit<Announcement, 'id' | 'title' | 'text' | 'createdAt' | 'updatedAt'>[] = [
  {
    titleEn: 'Christmas gift: 15% off any experience',
    titleHr: 'Božićni poklon: 15 % popusta na svako iskustvo',
    textEn: 'Give a local experience as a present. Sign up for the Christmas promotion and get a coupon for 15% off.',
    textHr: 'Poklonite lokalno iskustvo. Prijavite se na božićnu akciju i dobijte kupon s 15 % popusta.',
    link: '/bozic-akcija',
    publishFrom: null,
    publishUntil: null,
    sortOrder: 0,
  },
  {
    titleEn: 'A private tour for your group',
    titleHr: 'Privatna tura za vašu grupu',
    textEn: 'Tell us what you would like to see and our local providers will put together a tour just for you.',
    textHr: 'Recite nam što želite vidjeti i naši lokalni pružatelji složit će turu samo za vas.',
    link: '/custom-private-tours',
    publishFrom: null,
    publishUntil: null,
    sortOrder: 1,
  },
];

/** Adds the demo announcements to an empty list; true when it did. */
export async function seedDemoAnnouncements(manager: EntityManager): Promise<boolean> {
  if ((await manager.count(Announcement)) > 0) return false;
  await manager.save(DEMO_ANNOUNCEMENTS.map((announcement) => manager.create(Announcement, announcement)));
  return true;
}
