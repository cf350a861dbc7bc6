// The local mail catcher `npm start` runs without SMTP_URL (MailDev as a child process): it catches
// a mail sent to its SMTP port, lists it on the REST API the e2e suite reads (/api/email, with
// `time` and attachments' `filename`), listens on 127.0.0.1 only, and leaves no folder behind.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { Config } from './config.js';
import { startMailCatcherUnlessConfigured } from './mail-catcher.js';
import { until } from '../test/until.js';
import { freePort } from '../test/free-port.js';

/** The local addresses (as /proc/net/tcp{,6} write them, 0100007F = 127.0.0.1) listening on `port`. */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6']
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').slice(1))
    .map((line) => line.trim().split(/\s+/))
    .filter((fields) => fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A')
    .map((fields) => fields[1].split(':')[0]);
}

interface MailDevMail {
  subject: string;
  time: string;
  text: string;
  to: { address: string }[];
  attachments?: { filename?: string }[];
}

describe('the local mail catcher (MailDev)', () => {
  it('catches a mail and lists it on /api/email, on 127.0.0.1 only, and removes its folder when stopped', async () => {
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const config = { MAILDEV_SMTP_PORT: smtpPort, MAILDEV_WEB_PORT: webPort } as Config;
    const folders = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('lokalno-maildev-')));
    const before = folders();
    const mail = await startMailCatcherUnlessConfigured(config, pino({ level: 'silent' }));
    const ours = [...folders()].filter((name) => !before.has(name));
    expect(ours).toHaveLength(1);
    try {
      expect(mail.smtpUrl).toBe(`smtp://127.0.0.1:${smtpPort}`);
      const api = `http://127.0.0.1:${webPort}/api/email`;
      await until(async () => (await fetch(api).catch(() => undefined))?.ok === true, 15_000);

      const transport = nodemailer.createTransport({ url: mail.smtpUrl });
      await transport.sendMail({
        from: 'noreply@lokalno.test',
        to: 'Guest <guest@lokalno.test>',
        subject: 'Your voucher',
        text: 'Open https://lokalno.test/booking/reservation/ABC?token=1',
        attachments: [{ filename: 'voucher-ABC.pdf', content: Buffer.from('%PDF-1.4') }],
      });
      transport.close();

      let mails: MailDevMail[] = [];
      await until(async () => {
        mails = (await (await fetch(api)).json()) as MailDevMail[];
        return mails.length === 1;
      }, 15_000);
      const [caught] = mails;
      expect(caught.subject).toBe('Your voucher');
      expect(caught.to.map((to) => to.address)).toEqual(['guest@lokalno.test']);
      expect(caught.text).toContain('https://lokalno.test/booking/reservation/ABC?token=1');
      expect(Number.isNaN(Date.parse(caught.time))).toBe(false);
      expect(caught.attachments?.map((attachment) => attachment.filename)).toEqual(['voucher-ABC.pdf']);

      // The web UI and API listen on the loopback address only (MailDev 3 binds 0.0.0.0 unless told).
      expect(listeningAddresses(webPort)).toEqual(['0100007F']);
      expect(listeningAddresses(smtpPort)).toEqual(['0100007F']);
    } finally {
      await mail.stop();
    }
    expect(existsSync(`${tmpdir()}/${ours[0]}`)).toBe(false);
  });
});
