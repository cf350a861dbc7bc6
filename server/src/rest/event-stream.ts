// Server-sent events for the /api facade: a route whose response is `eventStream` returns an
// EventStreamResult and the router writes its events as `event: <name>` / `data: <json>` until the
// source ends (e.g. the session was revoked) or the client goes away (the source is then returned,
// which releases whatever it held). A `retry:` hint opens the stream and a comment line keeps idle
// proxies from closing it. While the server stops, draining.ts ends the answer under this loop (with
// another `retry:`), so nothing here writes once the answer has ended.
import type { Request, Response } from 'express';

export const HEARTBEAT_MS = 15_000;
/** How long a browser's EventSource waits before reconnecting. */
export const RETRY_MS = 5_000;

export interface ServerSentEvent {
  event: string;
  data: unknown;
}

export interface EventStreamResult {
  events: AsyncIterator<ServerSentEvent>;
}

/** Maps a source of values to events, passing `return()` on so the source is released. */
export function eventsOf<T>(source: AsyncIterator<T>, toEvent: (value: T) => ServerSentEvent): EventStreamResult {
  return {
    events: {
      next: async () => {
        const result = await source.next();
        return result.done ? { value: undefined, done: true } : { value: toEvent(result.value), done: false };
      },
      return: async () => {
        await source.return?.();
        return { value: undefined, done: true };
      },
    },
  };
}

export async function sendEventStream(req: Request, res: Response, { events }: EventStreamResult): Promise<void> {
  const close = () => void events.return?.();
  res.once('close', close);
  if (res.closed || req.destroyed) {
    close();
    return;
  }
  res.status(200).set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
  res.flushHeaders();
  res.write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => res.writableEnded || res.write(': ping\n\n'), HEARTBEAT_MS);
  try {
    for (;;) {
      const { value, done } = await events.next();
      if (done || res.writableEnded) break;
      res.write(`event: ${value.event}\ndata: ${JSON.stringify(value.data)}\n\n`);
    }
  } finally {
    clearInterval(heartbeat);
    res.off('close', close);
    close();
    res.end();
  }
}
