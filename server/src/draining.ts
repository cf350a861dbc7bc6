// The app's side of a stop (shutdown.ts): from `start()` on, /readyz answers 503, every answer closes
// its connection, and the live streams (the REST event streams and graphql-sse's /graphql/stream) end
// with a `retry:` hint so their clients reconnect, to another instance. Requests in flight finish.
import type { NextFunction, Request, Response } from 'express';

/** Clients reconnect after 1 to 5 s, spread so that they do not all arrive at once elsewhere. */
const RECONNECT_MIN_MS = 1_000;
const RECONNECT_SPREAD_MS = 4_000;

function isEventStream(res: Response): boolean {
  return String(res.getHeader('content-type') ?? '').startsWith('text/event-stream');
}

export class Draining {
  private draining = false;
  /** Every answer not yet closed. */
  private readonly open = new Set<Response>();

  get active(): boolean {
    return this.draining;
  }

  /** Answers not yet closed: requests in flight and open streams. */
  get inFlight(): number {
    return this.open.size;
  }

  /** The first middleware: remembers each answer until it closes; while draining, it closes its connection. */
  readonly track = (_req: Request, res: Response, next: NextFunction): void => {
    this.open.add(res);
    res.once('close', () => this.open.delete(res));
    if (this.draining) res.setHeader('Connection', 'close');
    next();
  };

  /** Stops being ready and ends the live streams open now (idempotent). */
  start(): void {
    this.draining = true;
    for (const res of this.open) if (!res.headersSent) res.setHeader('Connection', 'close');
    this.endStreams();
  }

  /**
   * Ends every live stream that has started answering, with a reconnect hint; returns how many. A
   * stream whose subscription was still being set up is ended by the next call (shutdown.ts repeats it).
   */
  endStreams(): number {
    let ended = 0;
    for (const res of this.open) {
      if (!res.headersSent || res.writableEnded || !isEventStream(res)) continue;
      res.write(`retry: ${RECONNECT_MIN_MS + Math.floor(Math.random() * RECONNECT_SPREAD_MS)}\n\n`);
      res.end();
      ended += 1;
    }
    return ended;
  }
}
