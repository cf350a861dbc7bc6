// The SMS channel: queueSms puts one `notifications.sms` job per event into the caller's transaction;
// the job renders the text at send time (a reservation's by its module's renderer, which may find
// there is nothing to send any more), normalises the number to E.164, claims the event in sent_sms
// and sends through the gateway (Twilio or the local catcher). Never more than one message per
// event: the job's id is its idempotency key, and the sent_sms claim is committed before the send.
import { toE164 } from '../../../../common/phone.js';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { translate, type Locale } from '../../shared/i18n/index.js';
import type { QueueName } from '../../shared/job-queues.js';
import type { Job } from '../../shared/jobs.js';
import { SmsCatcher } from './sms-catcher.js';
import { createTwilioGateway, smsFailure, type SmsFailure, type SmsGateway } from './sms-gateway.js';
import { fitSms, smsLength } from './sms-text.js';

export const SMS_QUEUE = 'notifications.sms' satisfies QueueName;

/** An SMS about a reservation: its module's renderer (registered for `kind`) writes it when the job runs. */
export interface ReservationSmsJob {
  reservationId: number;
  kind: string;
  /** Tells apart messages of a kind a reservation may get more than once (each change proposal). */
  occasion?: string;
}

/** An SMS to a number with a ready text: the i18n message `sms.{kind}` with `values`, in `locale`. */
export interface DirectSmsJob {
  phone: string;
  kind: string;
  locale: Locale;
  values: Record<string, string>;
  /** The event's own key (e.g. `waitlist-offer:42`): one message per key. */
  key: string;
}

export type SmsJob = ReservationSmsJob | DirectSmsJob;

/** The text for a reservation's SMS of one kind, or null when nothing is to be sent (box not ticked, no longer true). */
export type SmsRenderer = (ctx: RequestContext, job: ReservationSmsJob) => Promise<{ phone: string; text: string } | null>;

export function smsKey(job: SmsJob): string {
  if ('key' in job) return `sms:${job.kind}:${job.key}`;
  return `sms:reservation:${job.reservationId}:${job.kind}${job.occasion === undefined ? '' : `:${job.occasion}`}`;
}

/**
 * Queues an SMS inside the caller's transaction (`tx`: a context whose manager is in a transaction):
 * sent only if the change commits, once per event whatever the repeats. For a reservation
 * (`{ reservationId, kind, occasion? }`) the renderer of `kind` decides at send time whether and what
 * to send; for a number (`{ phone, kind, locale, values, key }`, e.g. a waitlist offer) the text is
 * the i18n message `sms.{kind}`.
 */
export async function queueSms(tx: RequestContext, job: SmsJob): Promise<void> {
  await tx.jobs.enqueue(tx.manager, SMS_QUEUE, job, smsKey(job));
}

/** Twilio when configured, else a catcher of this process (returned too, for /dev/sms and the tests). */
export function createSmsGateway(config: Config): { gateway: SmsGateway; catcher: SmsCatcher | null } {
  if (config.TWILIO_ACCOUNT_SID) return { gateway: createTwilioGateway(config), catcher: null };
  const catcher = new SmsCatcher();
  return { gateway: catcher, catcher };
}

export function smsHandler(gateway: SmsGateway, renderers: Partial<Record<string, SmsRenderer>>) {
  return async ({ data, ctx }: Job<SmsJob>): Promise<void> => {
    const key = smsKey(data);
    // Logs name the kind and the reservation, never the number or the text.
    const log = ctx.log.child({ sms: data.kind, ...('reservationId' in data ? { reservationId: data.reservationId } : {}) });
    if (await ctx.manager.query('SELECT 1 FROM sent_sms WHERE idempotency_key = $1', [key]).then((rows: unknown[]) => rows.length > 0))
      return;
    let message: { phone: string; text: string } | null;
    if ('key' in data) {
      message = { phone: data.phone, text: translate({ id: `sms.${data.kind}`, values: data.values }, data.locale) };
    } else {
      const render = renderers[data.kind];
      if (!render) throw new Error(`no SMS renderer for "${data.kind}"`);
      message = await render(ctx, data);
    }
    if (!message) return;
    const to = toE164(message.phone);
    if (!to) {
      log.warn('SMS not sent: the phone number is not a valid number');
      return;
    }
    const text = fitSms(message.text);
    const { segments } = smsLength(text);
    const claimed: unknown[] = await ctx.manager.query(
      'INSERT INTO sent_sms (idempotency_key, kind, segments) VALUES ($1, $2, $3) ON CONFLICT (idempotency_key) DO NOTHING RETURNING 1',
      [key, data.kind, segments],
    );
    if (claimed.length === 0) return;
    let sent: { id: string } | null = null;
    let failure: { kind: SmsFailure; code: string | number | undefined } | null = null;
    try {
      sent = await gateway.send({ to, body: text });
    } catch (error) {
      // Only the kind and the gateway's code are kept: its message may quote the number.
      const code = (error as { code?: unknown }).code ?? (error as { status?: unknown }).status;
      failure = { kind: smsFailure(error), code: typeof code === 'number' || typeof code === 'string' ? code : undefined };
    }
    if (sent) {
      await ctx.manager.query('UPDATE sent_sms SET provider_message_id = $2, sent_at = clock_timestamp() WHERE idempotency_key = $1', [
        key,
        sent.id,
      ]);
      log.info({ segments }, 'SMS sent');
      return;
    }
    if (failure?.kind === 'not-sent') {
      // Certainly not sent: the claim goes and the job's retry sends it.
      await ctx.manager.query('DELETE FROM sent_sms WHERE idempotency_key = $1', [key]);
      throw new Error(`SMS gateway did not take the message (${String(failure.code)})`);
    }
    // Refused (e.g. an unreachable number), or maybe sent: kept claimed, so it never goes twice.
    log.warn({ failure: failure?.kind, code: failure?.code }, 'SMS not sent');
  };
}
