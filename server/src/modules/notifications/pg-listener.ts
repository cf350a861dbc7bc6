// One dedicated PostgreSQL connection that LISTENs on some channels for one server process: the
// live counters (live-counter.ts) and the catalog's change signal (catalog/catalog-changes.ts) hear
// every NOTIFY committed by any server instance through it. It reconnects with back-off; a
// notification sent while it was down is lost, so its owner is told when it is up again (and when it
// went down) and catches up itself.
import pg from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 10_000;

export interface PgListenerOptions {
  /** Its connection settings (url) are those of the LISTEN connection. */
  dataSource: DataSource;
  log: Logger;
  /** Names the log lines. */
  name: string;
  /** PostgreSQL's application_name of the connection (what pg_stat_activity shows). */
  applicationName: string;
  channels: string[];
  onNotification: (channel: string, payload: string) => void;
  /** LISTEN holds; `restored`: not the first connection, so notifications may have been missed. */
  onConnected?: (restored: boolean) => void;
  /** The connection was lost: notifications are missed until onConnected. */
  onDisconnected?: () => void;
}

export class PgListener {
  private client: pg.Client | null = null;
  private markConnected!: () => void;
  /** Settles once the first LISTEN holds. */
  readonly connected: Promise<void>;
  private reconnectDelay = RECONNECT_FIRST_MS;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private stopped = false;
  private everConnected = false;

  constructor(private readonly options: PgListenerOptions) {
    this.connected = new Promise((resolve) => (this.markConnected = resolve));
    void this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const { dataSource, log, name, channels } = this.options;
    const url = (dataSource.options as { url?: string }).url;
    const client = new pg.Client({ connectionString: url, application_name: this.options.applicationName });
    // Errors surface as 'error' events (the connection dropped); 'end' follows, where we reconnect.
    client.on('error', (error) => log.warn({ err: error }, `${name}: LISTEN connection failed`));
    client.on('end', () => this.disconnected(client));
    client.on('notification', (message) => {
      if (channels.includes(message.channel)) this.options.onNotification(message.channel, message.payload ?? '');
    });
    try {
      await client.connect();
      for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      log.warn({ err: error }, `${name}: cannot LISTEN yet`);
      await client.end().catch(() => undefined);
      this.disconnected(client);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.reconnectDelay = RECONNECT_FIRST_MS;
    this.markConnected();
    const restored = this.everConnected;
    this.everConnected = true;
    if (restored) log.info(`${name}: LISTEN connection restored`);
    this.options.onConnected?.(restored);
  }

  private disconnected(client: pg.Client): void {
    if (this.stopped || this.reconnectTimer) return;
    if (this.client !== null && this.client !== client) return;
    const wasUp = this.client !== null;
    this.client = null;
    if (wasUp) this.options.onDisconnected?.();
    const delay = this.reconnectDelay;
    this.reconnectDelay = Math.min(this.reconnectDelay * 2, RECONNECT_MAX_MS);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.connect();
    }, delay);
    this.reconnectTimer.unref();
  }
}
