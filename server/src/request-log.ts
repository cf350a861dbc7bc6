// One compact log line per request (method, the matched route's pattern — else the path without
// query string —, status, time in ms, request id) instead of a serialisation of every header. The request id is the caller's
// `x-request-id` when it looks sane, else a new UUID; it is echoed in the response header and
// carried by every log line of the request (req.log).
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

export function requestIdOf(header: string | undefined): string {
  return header && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/**
 * `/api/calendar/:file` rather than the feed's secret address: the matched route's pattern, except
 * the client's catch-all, whose concrete (public) page path says more.
 */
function loggedPath(req: Request, path: string): string {
  const pattern = req.route?.path;
  if (typeof pattern !== 'string' || pattern.includes('*')) return path;
  return `${req.baseUrl}${pattern}`;
}

export function requestLog(log: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    req.id = requestIdOf(req.get('x-request-id'));
    req.log = log.child({ reqId: req.id });
    res.setHeader('x-request-id', req.id);
    const path = req.originalUrl.split('?')[0];
    if (!QUIET_PATHS.has(path)) {
      res.on('finish', () => {
        const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
        req.log[requestLevel(res.statusCode)]({ method: req.method, path: loggedPath(req, path), status: res.statusCode, ms }, 'request');
      });
    }
    next();
  };
}

/** 503 is a bounded wait that ran out (the database away or busy): worth a warning, not an error. */
function requestLevel(status: number): 'error' | 'warn' | 'info' {
  if (status === 503) return 'warn';
  return status >= 500 ? 'error' : 'info';
}
