// OCTO webhooks (octo/webhooks): a reseller key registers URLs for `booking_update` (every state
// change of its bookings) and `availability_update` (the places of a start of its provider changed
// through a reseller booking). The jobs are queued in the transaction of the change
// (`resellers.webhook`, one per webhook and occasion), and each run POSTs the booking or the
// availability as it is then, signed: `Lokalno-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<body>">`, keyed with the SHA-256 hex of the reseller's key (reseller_key.key_hash). Delivery
// goes through safe-fetch (public addresses only unless OCTO_WEBHOOK_ALLOW_PRIVATE_HOSTS), bounded in
// time; a non-2xx answer fails the job so the runner retries it (unless the webhook said retryOnError: false).
import { createHmac, randomUUID } from 'node:crypto';
import type { RequestContext } from '../../../context.js';
import type { QueueName } from '../../../shared/job-queues.js';
import type { Job } from '../../../shared/jobs.js';
import { safeFetch, type SafeFetchOptions } from '../../../shared/safe-fetch.js';
import { isCleanText } from '../../../shared/text.js';
import { serviceAvailability } from '../../scheduling/availability.service.js';
import { ResellerWebhook } from '../reseller.entity.js';
import type { ResellerCaller } from './octo-auth.js';
import { presentAvailability } from './octo-availability.js';
import { loadBookings } from './octo-booking-view.js';
import { badRequest } from './octo-errors.js';
import { loadProducts } from './octo-products.js';
import { SUPPORTED_CAPABILITIES, type OctoCall } from './octo-request.js';

export const RESELLER_WEBHOOK_QUEUE = 'resellers.webhook' satisfies QueueName;
export const SIGNATURE_HEADER = 'Lokalno-Signature';
export const WEBHOOK_EVENTS = ['booking_update', 'availability_update'] as const;
const MAX_WEBHOOKS_PER_KEY = 20;
const MAX_URL_LENGTH = 2000;
const MAX_HEADERS = 10;
const DELIVERY_TIMEOUT_MS = 10_000;
const RESERVED_HEADERS = new Set([
  'host',
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'user-agent',
  'lokalno-signature',
]);

export type WebhookJob =
  | { webhookId: string; event: 'booking_update'; bookingUuid: string }
  | { webhookId: string; event: 'availability_update'; serviceId: number; startsAt: string };

export interface WebhookBody {
  url?: unknown;
  event?: unknown;
  headers?: unknown;
  retryOnError?: unknown;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256("<t>.<body>") keyed with the key's SHA-256 hex>`. */
export function signature(keyHash: string, body: string, unixSeconds: number): string {
  const v1 = createHmac('sha256', keyHash).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${v1}`;
}

function presentWebhook(webhook: ResellerWebhook) {
  return {
    id: webhook.id,
    event: webhook.event,
    url: webhook.url,
    headers: webhook.headers,
    retryOnError: webhook.retryOnError,
    capabilities: [...SUPPORTED_CAPABILITIES],
    useContactLanguage: true,
  };
}

function checkedHeaders(headers: unknown): Record<string, string> {
  if (headers === undefined || headers === null) return {};
  if (typeof headers !== 'object' || Array.isArray(headers) || Object.keys(headers).length > MAX_HEADERS)
    throw badRequest(`headers must be an object of at most ${MAX_HEADERS} strings`);
  const checked: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (RESERVED_HEADERS.has(name.toLowerCase())) throw badRequest(`headers: ${name} is set by Lokalno`);
    if (!/^[A-Za-z0-9-]{1,64}$/.test(name) || typeof value !== 'string' || value.length > 500 || !/^[\x20-\x7e]*$/.test(value))
      throw badRequest('headers: names of letters, digits and dashes, values of printable ASCII up to 500 characters');
    checked[name] = value;
  }
  return checked;
}

export async function registerWebhook(ctx: RequestContext, caller: ResellerCaller, body: WebhookBody) {
  if (typeof body.url !== 'string' || body.url.length > MAX_URL_LENGTH || !isCleanText(body.url) || !URL.canParse(body.url))
    throw badRequest('url must be an http(s) address');
  const url = new URL(body.url);
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password)
    throw badRequest('url must be an http(s) address');
  if (typeof body.event !== 'string' || !(WEBHOOK_EVENTS as readonly string[]).includes(body.event))
    throw badRequest(`event must be one of ${WEBHOOK_EVENTS.join(', ')}`);
  if (body.retryOnError !== undefined && typeof body.retryOnError !== 'boolean') throw badRequest('retryOnError must be a boolean');
  const headers = checkedHeaders(body.headers);
  if ((await ctx.manager.countBy(ResellerWebhook, { keyId: caller.keyId })) >= MAX_WEBHOOKS_PER_KEY)
    throw badRequest(`at most ${MAX_WEBHOOKS_PER_KEY} webhooks per key`);
  const webhook = Object.assign(new ResellerWebhook(), {
    id: randomUUID(),
    keyId: caller.keyId,
    event: body.event,
    url: url.toString(),
    headers,
    retryOnError: body.retryOnError ?? true,
  });
  await ctx.manager.insert(ResellerWebhook, webhook);
  return presentWebhook(await ctx.manager.findOneByOrFail(ResellerWebhook, { id: webhook.id }));
}

export async function listWebhooks(ctx: RequestContext, caller: ResellerCaller) {
  return (await ctx.manager.find(ResellerWebhook, { where: { keyId: caller.keyId }, order: { createdAt: 'ASC' } })).map(presentWebhook);
}

export async function deleteWebhook(ctx: RequestContext, caller: ResellerCaller, id: string) {
  const webhook = /^[0-9a-f-]{36}$/i.test(id) ? await ctx.manager.findOneBy(ResellerWebhook, { id, keyId: caller.keyId }) : null;
  if (!webhook) throw badRequest('There is no webhook with this id');
  await ctx.manager.delete(ResellerWebhook, { id });
  return presentWebhook(webhook);
}

/** Queues the booking_update of every webhook of the booking's reseller–provider pair, in the caller's transaction; `occasion` names the change. */
export async function queueBookingUpdate(tx: RequestContext, where: { uuid: string } | { reservationId: number }, occasion: string) {
  const [condition, value] = 'uuid' in where ? ['b.uuid = $1', where.uuid] : ['b.reservation_id = $1', where.reservationId];
  const rows: { id: string; uuid: string }[] = await tx.manager.query(
    // The webhooks of the pair's live key: a booking made with a key since rotated still reports to the new one.
    `SELECT w.id, b.uuid FROM reseller_booking b
       JOIN reseller_key k ON k.reseller_id = b.reseller_id AND k.company_id = b.company_id AND k.revoked_at IS NULL
       JOIN reseller_webhook w ON w.key_id = k.id AND w.event = 'booking_update'
     WHERE ${condition}`,
    [value],
  );
  for (const row of rows) {
    const job: WebhookJob = { webhookId: row.id, event: 'booking_update', bookingUuid: row.uuid };
    await tx.jobs.enqueue(tx.manager, RESELLER_WEBHOOK_QUEUE, job, `webhook:${row.id}:${row.uuid}:${occasion}`);
  }
}

/** Queues the availability_update of the start for the webhooks of the live keys of the service's provider. */
export async function queueAvailabilityUpdate(tx: RequestContext, serviceId: number, startsAt: Date, occasion: string) {
  const rows: { id: string }[] = await tx.manager.query(
    `SELECT w.id FROM reseller_webhook w JOIN reseller_key k ON k.id = w.key_id AND k.revoked_at IS NULL
       JOIN brand br ON br.company_id = k.company_id JOIN service s ON s.brand_id = br.id AND s.id = $1
      WHERE w.event = 'availability_update'`,
    [serviceId],
  );
  for (const row of rows) {
    const job: WebhookJob = { webhookId: row.id, event: 'availability_update', serviceId, startsAt: startsAt.toISOString() };
    await tx.jobs.enqueue(tx.manager, RESELLER_WEBHOOK_QUEUE, job, `webhook:${row.id}:${serviceId}:${startsAt.getTime()}:${occasion}`);
  }
}

/** The webhooks of a reseller's reservation that changed state (reservation.service.ts move()). */
export async function queueReservationWebhooks(
  tx: RequestContext,
  reservation: { id: number; serviceId: number; startsAt: Date },
  state: string,
): Promise<void> {
  await queueBookingUpdate(tx, { reservationId: reservation.id }, `reservation:${state}`);
  await queueAvailabilityUpdate(tx, reservation.serviceId, reservation.startsAt, `reservation:${reservation.id}:${state}`);
}

interface KeyOfWebhook {
  url: string;
  event: string;
  headers: Record<string, string>;
  retry_on_error: boolean;
  key_id: number;
  key_hash: string;
  company_id: number;
  reseller_id: number;
  name: string;
  contact_email: string;
  commission_bp: number;
  partner_id: number | null;
}

async function webhookBody(ctx: RequestContext, job: WebhookJob, call: OctoCall, webhook: ReturnType<typeof presentWebhook>) {
  if (job.event === 'booking_update') {
    const [booking] = await loadBookings(ctx, call, 'b.uuid = $1 AND b.reseller_id = $2 AND b.company_id = $3', [
      job.bookingUuid,
      call.caller.resellerId,
      call.caller.companyId,
    ]);
    return booking ? { webhook, booking } : null;
  }
  const sellerCtx: RequestContext = { ...ctx, reseller: { id: call.caller.resellerId, partnerId: call.caller.partnerId } };
  const [product] = await loadProducts(sellerCtx, call, job.serviceId);
  if (!product) return null;
  const startsAt = new Date(job.startsAt);
  const date = startsAt.toLocaleDateString('en-CA', { timeZone: 'Europe/Zagreb' });
  const day = (await serviceAvailability(sellerCtx, product.id, date, date)).days[0];
  const start = day?.startTimes.find((candidate) => Date.parse(candidate.startsAt) === startsAt.getTime());
  const availability = start ? presentAvailability(product, call, start, []) : null;
  return availability ? { webhook, productId: String(product.id), optionId: 'DEFAULT', availability } : null;
}

/** Delivers one webhook: the body built now, signed, POSTed; a non-2xx answer fails the job (retried) unless retryOnError is off. */
export async function deliverWebhook({ data, ctx }: Job<WebhookJob>): Promise<void> {
  const [row]: (KeyOfWebhook | undefined)[] = await ctx.manager.query(
    `SELECT w.url, w.event, w.headers, w.retry_on_error, k.id AS key_id, k.key_hash, k.company_id, r.id AS reseller_id, r.name,
       r.contact_email, r.commission_bp, r.partner_id
     FROM reseller_webhook w JOIN reseller_key k ON k.id = w.key_id AND k.revoked_at IS NULL JOIN reseller r ON r.id = k.reseller_id
     WHERE w.id = $1`,
    [data.webhookId],
  );
  if (!row) return;
  const caller: ResellerCaller = {
    keyId: row.key_id,
    keyHash: row.key_hash,
    companyId: row.company_id,
    resellerId: row.reseller_id,
    resellerName: row.name,
    contactEmail: row.contact_email,
    commissionBp: row.commission_bp,
    partnerId: row.partner_id,
  };
  const call: OctoCall = { caller, capabilities: new Set(SUPPORTED_CAPABILITIES), locale: 'en' };
  const webhook = {
    id: data.webhookId,
    event: row.event,
    url: row.url,
    headers: row.headers,
    retryOnError: row.retry_on_error,
    capabilities: [...SUPPORTED_CAPABILITIES],
    useContactLanguage: true,
  };
  const payload = await webhookBody(ctx, data, call, webhook);
  if (!payload) return;
  const body = JSON.stringify(payload);
  const options: SafeFetchOptions = {
    method: 'POST',
    body: Buffer.from(body),
    totalTimeoutMs: DELIVERY_TIMEOUT_MS,
    maxBytes: 64 * 1024,
    headers: {
      ...row.headers,
      'content-type': 'application/json',
      'user-agent': 'Lokalno-OCTO-Webhooks/1.0',
      [SIGNATURE_HEADER]: signature(row.key_hash, body, Math.floor(Date.now() / 1000)),
    },
    ...(ctx.config.OCTO_WEBHOOK_ALLOW_PRIVATE_HOSTS ? { isAllowed: () => true } : {}),
  };
  try {
    const response = await safeFetch(new URL(row.url), options);
    if (response.status < 200 || response.status >= 300) throw new Error(`webhook answered ${response.status}`);
  } catch (error) {
    // Logged without the address or the body: they are the reseller's.
    ctx.log.warn({ webhookId: data.webhookId, reason: (error as Error).message.slice(0, 100) }, 'reseller webhook not delivered');
    if (row.retry_on_error) throw error;
  }
}
