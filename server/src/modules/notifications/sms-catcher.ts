// The local SMS catcher: without TWILIO_ACCOUNT_SID the messages are kept in this process (as the
// mail catcher keeps emails) and read at /dev/sms (a small page) and /dev/sms.json (tests, e2e).
// Bounded: the newest 200 messages, each text cut at 1,600 characters (10 GSM-7 segments).
import { randomUUID } from 'node:crypto';
import { smsLength, type SmsEncoding } from './sms-text.js';
import type { SmsGateway, SmsMessage } from './sms-gateway.js';

export const CAUGHT_SMS_LIMIT = 200;
export const CAUGHT_SMS_MAX_TEXT = 1600;

export interface CaughtSms {
  id: string;
  to: string;
  text: string;
  encoding: SmsEncoding;
  segments: number;
  receivedAt: string;
}

export class SmsCatcher implements SmsGateway {
  private readonly messages: CaughtSms[] = [];

  async send(message: SmsMessage): Promise<{ id: string }> {
    const text = message.body.slice(0, CAUGHT_SMS_MAX_TEXT);
    const length = smsLength(message.body);
    const caught: CaughtSms = {
      id: `SMcatcher${randomUUID().replace(/-/g, '')}`,
      to: message.to,
      text,
      encoding: length.encoding,
      segments: length.segments,
      receivedAt: new Date().toISOString(),
    };
    this.messages.push(caught);
    if (this.messages.length > CAUGHT_SMS_LIMIT) this.messages.splice(0, this.messages.length - CAUGHT_SMS_LIMIT);
    return { id: caught.id };
  }

  /** Newest first; only those to `to` when given. */
  list(to?: string): CaughtSms[] {
    return this.messages.filter((message) => !to || message.to === to).reverse();
  }

  clear(): void {
    this.messages.length = 0;
  }
}
