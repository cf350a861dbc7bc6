// The live pending counter (spec sections 4, 6 and 7): a provider listens (GraphQL subscription
// `pendingReservationsCount` or the REST event stream GET /api/owner/reservations/pending/counter)
// and gets their company's count of requests waiting for an answer first, then after every change.
// The count is the total of the provider's Requests list (reservation-lists.service.ts,
// listOwnerPendingFuture): PENDING with a start still to come. A trigger on reservation notifies
// the company id on commit (migration PendingCounterNotify); notifications/live-counter.ts carries
// it to the listeners of every server process. A listener's session must stay live (not revoked
// or expired, the user active and still a provider), checked at each change and every 30 s.
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { assertAccess } from '../../shared/access.js';
import { unauthenticated } from '../../shared/errors.js';
import { UserStatus } from '../accounts/user.entity.js';
import { LiveCounter, type LiveCountSource } from '../notifications/live-counter.js';
import type { LiveValue } from '../notifications/live-value.js';
import { ReservationState } from '../reservations/reservation.entity.js';

/** The channel the reservation trigger notifies; payload: the company id. */
export const PENDING_CHANNEL = 'reservation_pending';

const LIVE_SESSIONS = (parameter: string) => `SELECT s.id::text AS id FROM session s JOIN user_account u ON u.id = s.user_id
  WHERE s.id = ANY(${parameter}::uuid[]) AND s.revoked_at IS NULL AND s.expires_at > now()
    AND u.status = '${UserStatus.ACTIVE}' AND 'ROLE_OWNER' = ANY(u.roles)`;

function pendingCountSource(dataSource: DataSource): LiveCountSource {
  return {
    channel: PENDING_CHANNEL,
    countAndLiveSessions: async (companyId, sessionIds) => {
      const [row] = await dataSource.query<{ count: number; live: string[] }[]>(
        `SELECT (SELECT count(*)::int FROM reservation r WHERE r.company_id = $1 AND r.state = '${ReservationState.PENDING}' AND r.starts_at > clock_timestamp()) AS count,
          ARRAY(${LIVE_SESSIONS('$2')}) AS live`,
        [companyId, sessionIds],
      );
      return { count: row.count, live: new Set(row.live) };
    },
    liveSessions: async (sessionIds) => {
      if (sessionIds.length === 0) return new Set();
      const rows = await dataSource.query<{ id: string }[]>(LIVE_SESSIONS('$1'), [sessionIds]);
      return new Set(rows.map((row) => row.id));
    },
  };
}

const counters = new WeakMap<DataSource, LiveCounter>();

/** Starts the process's counter for this database (createApp does, once). */
export function startPendingCounter(options: { dataSource: DataSource; config: Config; log: Logger }): LiveCounter {
  const counter = new LiveCounter({
    dataSource: options.dataSource,
    log: options.log,
    source: pendingCountSource(options.dataSource),
    maxConnections: options.config.LIVE_MAX_CONNECTIONS,
    maxConnectionsPerUser: options.config.LIVE_MAX_CONNECTIONS_PER_USER,
  });
  counters.set(options.dataSource, counter);
  return counter;
}

/** The running counter of the request's database. */
export function pendingCounterOf(ctx: Pick<RequestContext, 'dataSource'>): LiveCounter {
  const counter = counters.get(ctx.dataSource);
  if (!counter) throw new Error('the live pending counter is not started (createApp starts it)');
  return counter;
}

/** The signed-in provider's live pending count; 429 beyond the connection limits. */
export function listenToPendingCount(ctx: RequestContext): Promise<LiveValue> {
  assertAccess(ctx.user, ['ROLE_OWNER']);
  const { id: userId, sessionId } = ctx.user!;
  if (!sessionId) throw unauthenticated();
  return pendingCounterOf(ctx).listen({
    userId,
    sessionId,
    topic: async () => {
      const [company] = await ctx.manager.query<{ id: number }[]>('SELECT id FROM company WHERE owner_id = $1', [userId]);
      return company?.id ?? null;
    },
  });
}
