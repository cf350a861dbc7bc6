// A small server-sent-events reader for tests: the pending counter's REST stream and the GraphQL
// subscription over graphql-sse (distinct connections: one POST per operation).

export interface SseEvent {
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  /** The answer's headers (behind the load balancer, X-Lokalno-Instance names the instance). */
  headers: Headers;
  /** The error body when the stream was refused. */
  body: unknown;
  /** The next event (comments and retry hints are skipped); rejects after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<SseEvent>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Every line read so far, comments and hints included. */
  lines: string[];
  close: () => void;
}

export async function openSse(
  url: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<SseStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = { ...init.headers, accept: 'text/event-stream' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: abort.signal,
  });
  const lines: string[] = [];
  if (!response.ok || !response.headers.get('content-type')?.includes('text/event-stream')) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return {
      status: response.status,
      headers: response.headers,
      body,
      next: () => Promise.reject(new Error(`no stream: ${response.status}`)),
      ended: Promise.resolve(),
      lines,
      close: () => abort.abort(),
    };
  }
  const events: SseEvent[] = [];
  const waiter: { wake?: () => void } = {};
  let finished = false;
  const ended = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    let current: Partial<SseEvent> = {};
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) >= 0) {
          const line = buffer.slice(0, newline);
          buffer = buffer.slice(newline + 1);
          lines.push(line);
          if (line === '') {
            if (current.data !== undefined) events.push({ event: current.event ?? 'message', data: current.data });
            current = {};
            waiter.wake?.();
          } else if (line.startsWith('event:')) current.event = line.slice(6).trim();
          else if (line.startsWith('data:'))
            current.data = (current.data === undefined ? '' : `${current.data}\n`) + line.slice(5).trimStart();
        }
      }
    } catch {
      // aborted by close()
    } finally {
      finished = true;
      waiter.wake?.();
    }
  })();
  const next = async (timeoutMs = 5000): Promise<SseEvent> => {
    const deadline = Date.now() + timeoutMs;
    while (events.length === 0) {
      if (finished) throw new Error('the stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiter.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      waiter.wake = undefined;
    }
    return events.shift()!;
  };
  return { status: response.status, headers: response.headers, body: null, next, ended, lines, close: () => abort.abort() };
}

/** The REST stream GET /api/owner/reservations/pending/counter; `count()` reads the next count. */
export async function pendingCounterStream(baseUrl: string, token?: string) {
  const stream = await openSse(`${baseUrl}/api/owner/reservations/pending/counter`, { token });
  return {
    ...stream,
    count: async (timeoutMs?: number) => {
      const event = await stream.next(timeoutMs);
      if (event.event !== 'count') throw new Error(`unexpected event ${event.event}`);
      return (JSON.parse(event.data) as { count: number }).count;
    },
  };
}

/** The GraphQL subscription over graphql-sse's distinct connections mode; `count()` reads the next count. */
export async function pendingCountSubscription(baseUrl: string, token?: string) {
  const stream = await openSse(`${baseUrl}/graphql/stream`, {
    method: 'POST',
    token,
    body: { query: 'subscription { pendingReservationsCount }' },
  });
  const result = async (timeoutMs?: number) => {
    const event = await stream.next(timeoutMs);
    if (event.event !== 'next') throw new Error(`unexpected event ${event.event}`);
    return JSON.parse(event.data) as {
      data?: { pendingReservationsCount: number };
      errors?: { message: string; extensions?: { code?: string } }[];
    };
  };
  return {
    ...stream,
    result,
    count: async (timeoutMs?: number) => {
      const next = await result(timeoutMs);
      if (!next.data) throw new Error(`errors: ${JSON.stringify(next.errors)}`);
      return next.data.pendingReservationsCount;
    },
  };
}
