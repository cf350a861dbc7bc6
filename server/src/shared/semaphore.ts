// A counting semaphore: at most `limit` tasks run at once, the rest wait in arrival order.
// Used to bound memory-hungry work (image rendering) whatever the number of parallel requests.
export class Semaphore {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  /** The most tasks that ever ran at once (for tests and benchmarks). */
  peak = 0;

  constructor(private readonly limit: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active += 1;
    this.peak = Math.max(this.peak, this.active);
    try {
      return await task();
    } finally {
      this.active -= 1;
      this.waiting.shift()?.();
    }
  }
}
