// A local Twilio-compatible Messages API for tests: the real `twilio` SDK of the app talks HTTP to it
// as to api.twilio.com (TWILIO_API_URL). It checks what it is sent as Twilio would (the account in the
// path and in HTTP Basic auth, a form body with To in E.164, Body, From or MessagingServiceSid) and
// answers as Twilio does: 201 with the message resource, or Twilio's error shape. Faults can be queued.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioCall {
  method: string;
  path: string;
  userAgent: string;
  form: Record<string, string>;
  status: number;
}

export interface TwilioMessage {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

/** A queued answer for the next message: a status with Twilio's error code. */
export interface TwilioFault {
  status: number;
  code: number;
  message: string;
}

export class TwilioApi {
  readonly calls: TwilioCall[] = [];
  readonly messages: TwilioMessage[] = [];
  private readonly faults: TwilioFault[] = [];
  private readonly server: Server;

  constructor(
    readonly accountSid: string,
    readonly authToken: string,
  ) {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  fail(fault: TwilioFault): void {
    this.faults.push(fault);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const form = Object.fromEntries(new URLSearchParams(raw));
    const path = (req.url ?? '').split('?')[0];
    const answer = (status: number, body: object) => {
      this.calls.push({ method: req.method ?? '', path, userAgent: req.headers['user-agent'] ?? '', form, status });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      answer(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

    const expectedAuth = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expectedAuth) return error(401, 20003, 'Authenticate');
    if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${this.accountSid}/Messages.json`)
      return error(404, 20404, 'The requested resource was not found');
    if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return error(400, 21620, 'Expected a form-encoded body');
    if (!/^\+[1-9]\d{6,14}$/.test(form.To ?? '')) return error(400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
    if (!form.Body) return error(400, 21602, 'Message body is required.');
    if (!form.From && !form.MessagingServiceSid) return error(400, 21603, "A 'From' or 'MessagingServiceSid' parameter is required");
    const fault = this.faults.shift();
    if (fault) return error(fault.status, fault.code, fault.message);

    const message: TwilioMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to: form.To,
      from: form.From ?? null,
      messagingServiceSid: form.MessagingServiceSid ?? null,
      body: form.Body,
    };
    this.messages.push(message);
    const now = new Date().toUTCString();
    answer(201, {
      account_sid: this.accountSid,
      api_version: '2010-04-01',
      body: message.body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: message.from,
      messaging_service_sid: message.messagingServiceSid,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid: message.sid,
      status: 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${this.accountSid}/Messages/${message.sid}/Media.json` },
      to: message.to,
      uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/${message.sid}.json`,
    });
  }
}
