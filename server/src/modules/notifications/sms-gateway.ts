// Where an SMS goes: Twilio through its SDK (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or
// TWILIO_MESSAGING_SERVICE_SID), else the local catcher. TWILIO_API_URL points the real SDK at
// another Twilio-compatible API (the tests' checking server): only the origin of its requests changes.
import twilio from 'twilio';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient.js';
import type { Config } from '../../config.js';

export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
}

export interface SmsGateway {
  /** Hands the message over; resolves with the gateway's message id. */
  send: (message: SmsMessage) => Promise<{ id: string }>;
}

/** Why a send failed, as far as it matters for a retry. */
export type SmsFailure =
  /** The gateway answered and refused (a 4xx, e.g. a number it cannot reach): retrying does not help. */
  | 'refused'
  /** The message certainly did not go (no connection, a 5xx or 429 answer): retry. */
  | 'not-sent'
  /** No answer (a time-out, a cut connection): it may have gone; not retried, so it never goes twice. */
  | 'unknown';

const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

export function smsFailure(error: unknown): SmsFailure {
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') return status === 429 || status >= 500 ? 'not-sent' : 'refused';
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_CONNECTED.has(code)) return 'not-sent';
    cause = (cause as { cause?: unknown }).cause;
  }
  return 'unknown';
}

type TwilioConfig = Pick<
  Config,
  'TWILIO_ACCOUNT_SID' | 'TWILIO_AUTH_TOKEN' | 'TWILIO_FROM' | 'TWILIO_MESSAGING_SERVICE_SID' | 'TWILIO_API_URL'
>;

type TwilioRequestOptions<TData> = TwilioRequestClient.RequestOptions<TData>;

/** The SDK's own HTTP client, its requests sent to `apiUrl` instead of https://*.twilio.com. */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly apiUrl: URL) {
    super({ timeout: 15_000 });
  }

  request<TData>(options: TwilioRequestOptions<TData>) {
    const target = new URL(options.uri);
    const redirected = new URL(`${target.pathname}${target.search}`, this.apiUrl);
    return super.request<TData>({ ...options, uri: redirected.toString() });
  }
}

export function createTwilioGateway(config: TwilioConfig): SmsGateway {
  const httpClient = config.TWILIO_API_URL ? new RedirectedRequestClient(new URL(config.TWILIO_API_URL)) : undefined;
  const client = twilio(config.TWILIO_ACCOUNT_SID, config.TWILIO_AUTH_TOKEN, { httpClient, autoRetry: false, timeout: 15_000 });
  return {
    send: async ({ to, body }) => {
      const sender = config.TWILIO_MESSAGING_SERVICE_SID
        ? { messagingServiceSid: config.TWILIO_MESSAGING_SERVICE_SID }
        : { from: config.TWILIO_FROM! };
      const message = await client.messages.create({ to, body, ...sender });
      return { id: message.sid };
    },
  };
}
