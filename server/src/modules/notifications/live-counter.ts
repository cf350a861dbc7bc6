// A live count per topic (e.g. a company's pending requests, booking/pending-counter.ts) for the
// listeners of one server process: each listener gets the topic's count first, then after every
// change. Changes arrive by PostgreSQL LISTEN/NOTIFY on the source's channel (payload: the topic id,
// sent on commit), so a change committed through any server process reaches the listeners of every
// other. One dedicated connection LISTENs (pg-listener.ts); it reconnects with back-off and then
// recounts every connected topic, since notifications sent meanwhile are lost. Listeners live in
// memory per topic.
// A notification costs one statement per topic (the count and the listeners' sessions together), at
// most one per topic per COALESCE_MS; a listener whose session is no longer live is ended then, and
// at the latest after SESSION_CHECK_MS (one statement for all listeners).
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { DomainError } from '../../shared/errors.js';
import { LiveValue } from './live-value.js';
import { PgListener } from './pg-listener.js';

const COALESCE_MS = 100;
const SESSION_CHECK_MS = 30_000;
/** Listeners without a topic wait here: their count is 0 and never changes. */
const NO_TOPIC = 0;

/** What is counted and how sessions are checked; the counter itself knows no domain. */
export interface LiveCountSource {
  /** The NOTIFY channel; each notification's payload is a topic id. */
  channel: string;
  /** One statement: the topic's count and which of the given sessions are still live. */
  countAndLiveSessions: (topic: number, sessionIds: string[]) => Promise<{ count: number; live: Set<string> }>;
  /** One statement: which of the given sessions are still live. */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
}

export interface LiveListener {
  userId: number;
  sessionId: string;
  /** Looked up once the connection is admitted; null: nothing to count (the count is 0). */
  topic: () => Promise<number | null>;
}

interface Listener {
  userId: number;
  sessionId: string;
  topic: number;
  value: LiveValue;
}

interface TopicState {
  listeners: Set<Listener>;
  /** When the last recount started (for the coalescing window). */
  lastRecountAt: number;
  timer: NodeJS.Timeout | null;
  /** Recounts started and the latest one applied: an older answer arriving late is dropped. */
  started: number;
  applied: number;
}

export interface LiveCounterOptions {
  /** Its connection settings (url) are those of the LISTEN connection. */
  dataSource: DataSource;
  log: Logger;
  source: LiveCountSource;
  maxConnections: number;
  maxConnectionsPerUser: number;
}

export class LiveCounter {
  private readonly topics = new Map<number, TopicState>();
  private readonly perUser = new Map<number, number>();
  private open = 0;
  private readonly listener: PgListener;
  private readonly sessionTimer: NodeJS.Timeout;

  constructor(private readonly options: LiveCounterOptions) {
    this.sessionTimer = setInterval(
      () =>
        void this.checkSessions().catch((error: unknown) => this.options.log.error({ err: error }, 'live counter: session check failed')),
      SESSION_CHECK_MS,
    );
    this.sessionTimer.unref();
    this.listener = new PgListener({
      dataSource: options.dataSource,
      log: options.log,
      name: 'live counter',
      applicationName: 'lokalno-live',
      channels: [options.source.channel],
      onNotification: (_channel, payload) => {
        const topic = Number(payload);
        if (Number.isInteger(topic)) this.notified(topic);
      },
      // Whatever changed while nobody listened: every connected topic is counted again.
      onConnected: (restored) => {
        if (restored) for (const topic of this.topics.keys()) if (topic !== NO_TOPIC) this.notified(topic);
      },
    });
  }

  /** Open live streams of this process (tests and the benchmark watch it drop back). */
  get connectionCount(): number {
    return this.open;
  }

  /**
   * A listener's stream: the topic's current count first, then every change. Refused with 429
   * beyond the per-user or the process's limit, before the topic is even looked up.
   */
  async listen({ userId, sessionId, topic: topicOf }: LiveListener): Promise<LiveValue> {
    this.reserve(userId);
    let topic: number;
    try {
      topic = (await topicOf()) ?? NO_TOPIC;
    } catch (error) {
      this.unreserve(userId);
      throw error;
    }
    const listener: Listener = { userId, sessionId, topic, value: new LiveValue(() => this.release(listener)) };
    this.topicState(topic).listeners.add(listener);
    try {
      await this.listener.connected;
      if (topic === NO_TOPIC) listener.value.push(0);
      else await this.recount(topic);
      return listener.value;
    } catch (error) {
      listener.value.end();
      throw error;
    }
  }

  /** Ends every listener whose session is no longer live (every SESSION_CHECK_MS, in one statement). */
  async checkSessions(): Promise<void> {
    const listeners = [...this.topics.values()].flatMap((state) => [...state.listeners]);
    const live = await this.options.source.liveSessions([...new Set(listeners.map((listener) => listener.sessionId))]);
    for (const listener of listeners) if (!live.has(listener.sessionId)) listener.value.end();
  }

  async stop(): Promise<void> {
    clearInterval(this.sessionTimer);
    for (const state of this.topics.values()) {
      if (state.timer) clearTimeout(state.timer);
      for (const listener of state.listeners) listener.value.end();
    }
    await this.listener.stop();
  }

  private reserve(userId: number): void {
    if (this.open >= this.options.maxConnections) throw new DomainError('TOO_MANY_REQUESTS', { id: 'live.serverBusy' });
    const mine = this.perUser.get(userId) ?? 0;
    const max = this.options.maxConnectionsPerUser;
    if (mine >= max) throw new DomainError('TOO_MANY_REQUESTS', { id: 'live.tooManyStreams', values: { max } });
    this.perUser.set(userId, mine + 1);
    this.open += 1;
  }

  private unreserve(userId: number): void {
    const mine = (this.perUser.get(userId) ?? 1) - 1;
    if (mine > 0) this.perUser.set(userId, mine);
    else this.perUser.delete(userId);
    this.open -= 1;
  }

  private release(listener: Listener): void {
    this.unreserve(listener.userId);
    const state = this.topics.get(listener.topic);
    if (!state) return;
    state.listeners.delete(listener);
    if (state.listeners.size > 0) return;
    if (state.timer) clearTimeout(state.timer);
    this.topics.delete(listener.topic);
  }

  private topicState(topic: number): TopicState {
    let state = this.topics.get(topic);
    if (!state) {
      state = { listeners: new Set(), lastRecountAt: 0, timer: null, started: 0, applied: 0 };
      this.topics.set(topic, state);
    }
    return state;
  }

  /** A notification: recount soon, at most once per COALESCE_MS per topic. */
  private notified(topic: number): void {
    const state = this.topics.get(topic);
    if (!state || state.timer) return;
    const wait = Math.max(0, state.lastRecountAt + COALESCE_MS - Date.now());
    state.timer = setTimeout(() => {
      state.timer = null;
      this.recount(topic).catch((error: unknown) =>
        this.options.log.error({ err: error, channel: this.options.source.channel, topic }, 'live counter: recount failed'),
      );
    }, wait);
  }

  /** Counts once and pushes to the topic's listeners whose session is still live; ends the others. */
  private async recount(topic: number): Promise<void> {
    const state = this.topics.get(topic);
    if (!state) return;
    state.lastRecountAt = Date.now();
    const attempt = ++state.started;
    const listeners = [...state.listeners];
    const { count, live } = await this.options.source.countAndLiveSessions(topic, [
      ...new Set(listeners.map((listener) => listener.sessionId)),
    ]);
    if (attempt < state.applied) return;
    state.applied = attempt;
    for (const listener of listeners) {
      if (live.has(listener.sessionId)) listener.value.push(count);
      else listener.value.end();
    }
  }
}
