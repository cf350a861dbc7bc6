// The local SMS catcher's pages, mounted only in development, test and demo mode without an SMS
// gateway: GET /dev/sms (the caught messages, newest first, for a person) and GET /dev/sms.json
// (`?to=+385…` filters; tests and the end-to-end suite read it). In production (a demo trial) only
// the machine itself may read them, as /metrics: they hold phone numbers.
import { Router, type Request, type Response } from 'express';
import type { Config } from '../config.js';
import { metricsAccess } from '../metrics.js';
import type { SmsCatcher } from '../modules/notifications/sms-catcher.js';

export const SMS_CATCHER_PATH = '/dev/sms';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export function smsCatcherEnabled(config: Pick<Config, 'NODE_ENV' | 'DEMO_DATA'>): boolean {
  return config.NODE_ENV !== 'production' || config.DEMO_DATA;
}

export function smsCatcherRoutes(catcher: SmsCatcher, config: Pick<Config, 'NODE_ENV'>): Router {
  const router = Router();
  const allowed = (req: Request, res: Response) => {
    if (metricsAccess({ NODE_ENV: config.NODE_ENV, METRICS_TOKEN: undefined }, req) === 'allowed') return true;
    res.status(403).type('text/plain').send('Forbidden');
    return false;
  };
  router.get(`${SMS_CATCHER_PATH}.json`, (req, res) => {
    if (!allowed(req, res)) return;
    const to = typeof req.query.to === 'string' ? req.query.to : undefined;
    res.set('Cache-Control', 'no-store').json({ messages: catcher.list(to) });
  });
  router.get(SMS_CATCHER_PATH, (req, res) => {
    if (!allowed(req, res)) return;
    const rows = catcher
      .list()
      .map(
        (message) =>
          `<li><p class="meta"><strong>${escapeHtml(message.to)}</strong> · ${escapeHtml(message.receivedAt)} · ${message.encoding}, ${message.segments} segment${message.segments === 1 ? '' : 's'}</p><p class="text">${escapeHtml(message.text)}</p></li>`,
      )
      .join('');
    res
      .set('Cache-Control', 'no-store')
      .type('html')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>SMS catcher · Lokalno</title>
<style>body{font-family:Inter,Arial,sans-serif;background:#faf6ef;color:#1d2b36;margin:0;padding:24px}main{max-width:640px;margin:auto}h1{color:#0b4f71;font-size:22px}ul{list-style:none;padding:0}li{background:#fff;border-radius:12px;padding:12px 16px;margin:0 0 12px}.meta{color:#4a5a66;font-size:14px;margin:0 0 4px}.text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}</style></head>
<body><main><h1>SMS catcher</h1><p>Text messages the server would have sent (no SMS gateway is configured), newest first. The newest 200 are kept until the server stops. <a href="${SMS_CATCHER_PATH}.json">JSON</a></p>
${rows ? `<ul>${rows}</ul>` : '<p>No messages yet.</p>'}</main></body></html>`,
      );
  });
  return router;
}
