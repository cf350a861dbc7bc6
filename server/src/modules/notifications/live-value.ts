// One listener's stream of a live number as an async iterator (what a GraphQL subscription and the
// REST event stream both consume). Only the latest value waits to be read: a slow reader skips
// values it could not take in time instead of queueing them, and an unchanged value is not repeated.
export class LiveValue implements AsyncIterableIterator<number> {
  private unread: number | undefined;
  private lastSent: number | undefined;
  private waiting: ((result: IteratorResult<number>) => void) | null = null;
  private ended = false;

  constructor(private readonly onEnd: () => void) {}

  get isEnded(): boolean {
    return this.ended;
  }

  push(value: number): void {
    if (this.ended) return;
    if (this.waiting) {
      if (value === this.lastSent) return;
      const resolve = this.waiting;
      this.waiting = null;
      this.lastSent = value;
      resolve({ value, done: false });
      return;
    }
    this.unread = value === this.lastSent ? undefined : value;
  }

  /** Ends the stream (the reader finishes after what it already has) and releases the listener once. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    this.unread = undefined;
    this.onEnd();
    const resolve = this.waiting;
    this.waiting = null;
    resolve?.({ value: undefined, done: true });
  }

  next(): Promise<IteratorResult<number>> {
    if (this.unread !== undefined) {
      const value = this.unread;
      this.unread = undefined;
      this.lastSent = value;
      return Promise.resolve({ value, done: false });
    }
    if (this.ended) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => {
      this.waiting = resolve;
    });
  }

  return(): Promise<IteratorResult<number>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  throw(): Promise<IteratorResult<number>> {
    this.end();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): AsyncIterableIterator<number> {
    return this;
  }
}
