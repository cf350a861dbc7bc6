// The waitlist offer's SMS, for a guest who gave a mobile number: queued in the offer's own transaction
// (waitlist-serve.ts), once per offer round. It carries a short link /w/{entry}-{round}/{code} instead
// of the offer's token, so that the text fits one GSM-7 segment; the link leads on to the booking flow
// with the token while that round's offer is open, and is a 404 otherwise.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../../context.js';
import { signingKey } from '../accounts/tokens.js';
import { queueSms } from '../notifications/sms.service.js';
import { shorten } from '../notifications/sms-text.js';
import { clockText, startText } from './waitlist-emails.js';
import { WaitlistEntry, WaitlistState } from './waitlist-entry.entity.js';
import { offerToken } from './waitlist-tokens.js';

/** The most characters of a service's title in the offer SMS, so that the text stays short. */
const WAITLIST_SMS_TITLE_MAX = 30;
const PURPOSE = 'lokalno:waitlist-sms-link:';

type LinkContext = Pick<RequestContext, 'dataSource' | 'config'>;

async function linkCode(ctx: LinkContext, entryId: number, round: number): Promise<string> {
  const key = await signingKey(ctx.dataSource, ctx.config.JWT_SECRET, ctx.config.NODE_ENV);
  // 96 bits of an HMAC of the entry and round: short enough for an SMS, not guessable.
  return createHmac('sha256', key).update(`${PURPOSE}${entryId}:${round}`).digest('base64url').slice(0, 16);
}

export async function waitlistSmsLink(ctx: LinkContext, entryId: number, round: number): Promise<string> {
  return `${ctx.config.publicUrl}/w/${entryId}-${round}/${await linkCode(ctx, entryId, round)}`;
}

/** The offer that is being made to `entry` (its round, when its places are held until): what the SMS says. */
export interface OfferMade {
  entry: Pick<WaitlistEntry, 'id' | 'phone' | 'language' | 'date' | 'startTime'>;
  round: number;
  expiresAt: Date;
  title: string;
}

/** Queues the offer's SMS in the caller's transaction, when the guest gave a number. */
export async function queueWaitlistOfferSms(tx: RequestContext, offer: OfferMade): Promise<void> {
  const { entry, round } = offer;
  if (!entry.phone) return;
  await queueSms(tx, {
    phone: entry.phone,
    kind: 'waitlist.offer',
    locale: entry.language === 'hr' ? 'hr' : 'en',
    values: {
      title: shorten(offer.title, WAITLIST_SMS_TITLE_MAX),
      start: startText(entry, entry.language === 'hr' ? 'hr' : 'en'),
      until: clockText(offer.expiresAt, entry.language === 'hr' ? 'hr' : 'en'),
      link: await waitlistSmsLink(tx, entry.id, round),
    },
    key: `waitlist-offer:${entry.id}:${round}`,
  });
}

/** Where a short offer link leads: the booking flow with the offer's token while that round is open; null otherwise. */
export async function openWaitlistSmsLink(ctx: RequestContext, reference: string, code: string): Promise<string | null> {
  const match = /^([1-9][0-9]{0,9})-([1-9][0-9]{0,5})$/.exec(reference);
  if (!match || !/^[A-Za-z0-9_-]{16}$/.test(code)) return null;
  const entryId = Number(match[1]);
  const round = Number(match[2]);
  if (!timingSafeEqual(Buffer.from(await linkCode(ctx, entryId, round)), Buffer.from(code))) return null;
  const entry = await ctx.manager.findOneBy(WaitlistEntry, { id: entryId });
  if (!entry || entry.state !== WaitlistState.OFFERED || entry.offerRound !== round || !entry.offerExpiresAt) return null;
  const token = await offerToken(ctx, { id: entry.id, offerRound: round, offerExpiresAt: entry.offerExpiresAt });
  return `${ctx.config.publicUrl}/waitlist/offer?token=${encodeURIComponent(token)}`;
}
