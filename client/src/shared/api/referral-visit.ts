// A page opened with `?ref=CODE` (a partner object's link or poster): the visit is recorded once and
// the referral it answers is kept (last one wins). A refused code (unknown, archived, partner not
// approved) keeps nothing and shows nothing; the referral kept before stays.
import { apiFetch } from './rest';
import { keepReferral, setPendingReferral, type Referral, type ReferralKeeper, type ReferralVisit } from './referral';

/** The longest referral the server reads (longer ones are a 400). */
const MAX_CODE_LENGTH = 100;

type Post = (code: string) => Promise<ReferralVisit>;

const postVisit: Post = (code) => apiFetch<ReferralVisit>('/referrals/visits', { method: 'POST', body: { code }, noRedirect: true });

/** Records a visit through `code` with `keeper`; resolves with the referral kept, or null when refused. */
export async function visitThrough(
  code: string,
  keeper: Pick<ReferralKeeper, 'keep' | 'setPending'>,
  post: Post,
): Promise<Referral | null> {
  const trimmed = code.trim();
  if (trimmed === '' || trimmed.length > MAX_CODE_LENGTH) return null;
  keeper.setPending(trimmed);
  try {
    return keeper.keep(await post(trimmed));
  } catch {
    return null;
  } finally {
    keeper.setPending(null);
  }
}

const recorded = new Set<string>();

/** The `ref` of a page's query: its visit is recorded once per page load, whatever re-renders follow. */
export function recordReferralOf(search: string): void {
  const code = new URLSearchParams(search).get('ref');
  if (!code || recorded.has(code)) return;
  recorded.add(code);
  void visitThrough(code, { keep: keepReferral, setPending: setPendingReferral }, postVisit);
}
