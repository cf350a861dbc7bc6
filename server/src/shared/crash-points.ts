// Fault tests only (CRASH_AT, refused outside NODE_ENV=test): named points of the money and booking
// flow where the process kills itself with SIGKILL, as a machine that loses power would, between a
// step that happened (a card authorised, a capture done at the gateway, a decision written) and the
// commit or record that follows. The fault suite restarts after each and checks the whole database.
export const CRASH_POINTS = [
  /** A sent request's authorisation written as a reservation, before the commit. */
  'send.authorised',
  /** The provider's acceptance written (capture job queued), before the commit. */
  'accept.decided',
  /** The provider's rejection written (release job queued), before the commit. */
  'reject.decided',
  /** The expiry sweep's expiry of an unanswered reservation written, before the commit. */
  'expire.decided',
  /** A cancellation written (refund job queued), before the commit. */
  'cancel.decided',
  /** The capture done at the gateway, before it is recorded. */
  'capture.charged',
  /** The authorisation cancelled at the gateway, before it is recorded. */
  'release.cancelled',
  /** The refund done at the gateway, before it is recorded. */
  'refund.refunded',
  /** A change's difference authorised on the card, before the change is applied. */
  'change.authorised',
] as const;

export type CrashPoint = (typeof CRASH_POINTS)[number];

export function isCrashPoint(value: string): value is CrashPoint {
  return (CRASH_POINTS as readonly string[]).includes(value);
}

/** Dies here when the configuration names this point. */
export function crashPoint(ctx: { config: { CRASH_AT: readonly CrashPoint[] } }, point: CrashPoint): void {
  if (ctx.config.CRASH_AT.includes(point)) process.kill(process.pid, 'SIGKILL');
}
