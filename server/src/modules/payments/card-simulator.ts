// The built-in card processor for machines without a Stripe key: Stripe's PaymentIntent state
// machine, test-card outcomes, amount rules and idempotency keys, kept in PostgreSQL tables of its own.
//
// It stands where Stripe's servers stand, so it never joins the caller's transaction: what it did
// stays done when the caller rolls back, exactly as a real authorisation would. It has a small pool
// of connections of its own, as Stripe has servers of its own: a request holding its transaction's
// connection may call it without ever waiting for a second connection of the server's pool (the
// wait that froze the app), and every wait here is bounded. Every mutating call
// runs in one transaction of its own that first claims its idempotency key; the same key again
// gives back the first answer (an error included) without doing anything twice, and the same key
// with other parameters is an idempotency_error, as with Stripe.
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import {
  MAX_PAYMENT_CENTS,
  type IntentStatus,
  type IntentView,
  type PaymentGateway,
  type RefundView,
  type TestAuthentication,
  type TestCard,
} from './payment-gateway.js';
import { PaymentGatewayError, type PaymentGatewayErrorJson } from './payment-gateway-error.js';
import { AUTHENTICATION_FAILURE, cardOutcome, type CardDecline } from './test-cards.js';

/** Stripe's limits: at least €0.50, at most 8 digits of cents. */
export const MIN_AMOUNT_CENTS = 50;
export const MAX_AMOUNT_CENTS = MAX_PAYMENT_CENTS;
/** Stripe cancels an uncaptured card authorisation after 7 days. */
export const AUTHORISATION_DAYS = 7;
const MAX_METADATA_KEYS = 50;
const MAX_METADATA_KEY = 40;
const MAX_METADATA_VALUE = 500;
const MAX_DESCRIPTION = 1000;

interface IntentRow {
  id: string;
  status: IntentStatus;
  amount_cents: number;
  amount_capturable_cents: number;
  amount_received_cents: number;
  amount_refunded_cents: number;
  metadata: Record<string, string>;
  failure_code: string | null;
  failure_decline_code: string | null;
}

type Stored<T> = { ok: T } | { error: PaymentGatewayErrorJson };

const INTENT_COLUMNS =
  'id, status, amount_cents, amount_capturable_cents, amount_received_cents, amount_refunded_cents, metadata, failure_code, failure_decline_code';

/** Statuses a PaymentIntent can be cancelled from (Stripe: all but succeeded, canceled, processing). */
const CANCELABLE: ReadonlySet<IntentStatus> = new Set([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'requires_capture',
]);
const CONFIRMABLE: ReadonlySet<IntentStatus> = new Set(['requires_payment_method', 'requires_confirmation']);

function newId(prefix: string): string {
  return `${prefix}_sim_${randomBytes(12).toString('hex')}`;
}

function viewOf(row: IntentRow): IntentView {
  const failed = row.status === 'requires_payment_method' || row.status === 'canceled';
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amount_cents,
    amountCapturableCents: row.amount_capturable_cents,
    amountReceivedCents: row.amount_received_cents,
    clientSecret: null,
    failure: failed && row.failure_code ? { code: row.failure_code, declineCode: row.failure_decline_code } : null,
    metadata: row.metadata,
  };
}

const invalid = (code: string, message: string, extra: Partial<PaymentGatewayErrorJson> = {}) =>
  new PaymentGatewayError({ type: 'invalid_request_error', code, message, statusCode: 400, ...extra });

const unexpectedState = (row: IntentRow, action: string) =>
  invalid(
    'payment_intent_unexpected_state',
    `This PaymentIntent's ${action} could not be performed because it has a status of ${row.status}.`,
    { intent: viewOf(row) },
  );

function euros(cents: number): string {
  return `€${(cents / 100).toFixed(2)}`;
}

function checkAmount(amountCents: number, param: string): void {
  if (!Number.isSafeInteger(amountCents)) throw invalid('parameter_invalid_integer', `Invalid integer: ${param}`);
  if (amountCents < MIN_AMOUNT_CENTS && param === 'amount')
    throw invalid('amount_too_small', `Amount must be at least ${euros(MIN_AMOUNT_CENTS)} eur`);
  if (amountCents <= 0) throw invalid('parameter_invalid_integer', `This value must be greater than or equal to 1 (${param}).`);
  if (amountCents > MAX_AMOUNT_CENTS) throw invalid('amount_too_large', `Amount must be no more than ${euros(MAX_AMOUNT_CENTS)}`);
}

function checkMetadata(metadata: Record<string, string>): void {
  const entries = Object.entries(metadata);
  if (entries.length > MAX_METADATA_KEYS)
    throw invalid('parameter_invalid_metadata', `Metadata can have at most ${MAX_METADATA_KEYS} keys.`);
  for (const [key, value] of entries) {
    if (key.length === 0 || key.length > MAX_METADATA_KEY || key.includes('[') || key.includes(']'))
      throw invalid('parameter_invalid_metadata', `Invalid metadata key (at most ${MAX_METADATA_KEY} characters, no square brackets).`);
    if (typeof value !== 'string' || value.length > MAX_METADATA_VALUE)
      throw invalid('parameter_invalid_metadata', `Metadata values must be strings of at most ${MAX_METADATA_VALUE} characters.`);
  }
}

function checkKey(idempotencyKey: string): void {
  if (typeof idempotencyKey !== 'string' || idempotencyKey.length === 0 || idempotencyKey.length > 255) {
    throw invalid('idempotency_key_invalid', 'An idempotency key must be 1 to 255 characters.');
  }
}

/** One transaction's statements on the simulator's own connection; rows come back as they are. */
interface SimulatorTx {
  query<T = unknown>(sql: string, parameters?: unknown[]): Promise<T[]>;
}

const unreachable = () =>
  new PaymentGatewayError({ type: 'connection_error', code: null, message: 'The card simulator could not be reached in time.' });

export class CardSimulator implements PaymentGateway {
  readonly mode = 'simulator' as const;
  readonly publishableKey = null;
  private pool: pg.Pool | null = null;

  constructor(
    private readonly dataSource: DataSource,
    /** The card's expiry is compared with this clock. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The simulator's own connections, opened on first use. */
  private connections(): pg.Pool {
    if (this.pool) return this.pool;
    const url = (this.dataSource.options as { url?: string }).url;
    if (!url) throw new Error('the card simulator needs the DataSource to be configured with a url');
    this.pool = new pg.Pool({
      connectionString: url,
      max: 4,
      idleTimeoutMillis: 5_000,
      allowExitOnIdle: true,
      connectionTimeoutMillis: 5_000,
      statement_timeout: 10_000,
      lock_timeout: 5_000,
      idle_in_transaction_session_timeout: 10_000,
      application_name: 'lokalno-card-simulator',
    });
    // An idle connection that drops (database restarted or dropped) is replaced on the next call.
    this.pool.on('error', () => undefined);
    return this.pool;
  }

  /** Closes the simulator's connections (tests, shutdown). */
  async close(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.end();
  }

  private async transaction<T>(work: (tx: SimulatorTx) => Promise<T>): Promise<T> {
    const pool = this.connections();
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch {
      throw unreachable();
    }
    try {
      await client.query('BEGIN');
      const result = await work({
        query: async <R>(sql: string, parameters?: unknown[]) => (await client.query(sql, parameters)).rows as R[],
      });
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async createAuthorisation(input: {
    amountCents: number;
    idempotencyKey: string;
    description: string;
    metadata: Record<string, string>;
  }): Promise<IntentView> {
    checkAmount(input.amountCents, 'amount');
    checkMetadata(input.metadata);
    if (input.description.length > MAX_DESCRIPTION)
      throw invalid('parameter_invalid_string', `Description must be at most ${MAX_DESCRIPTION} characters.`);
    const request = { operation: 'create', amountCents: input.amountCents, description: input.description, metadata: input.metadata };
    return this.idempotent(input.idempotencyKey, request, async (m) => {
      const [row] = (await m.query(
        `INSERT INTO simulated_payment_intent (id, amount_cents, description, metadata) VALUES ($1, $2, $3, $4) RETURNING ${INTENT_COLUMNS}`,
        [newId('pi'), input.amountCents, input.description, JSON.stringify(input.metadata)],
      )) as IntentRow[];
      return viewOf(row!);
    });
  }

  async retrieve(intentId: string): Promise<IntentView> {
    return viewOf(await this.transaction((m) => this.intent(m, intentId)));
  }

  async confirmTestCard(intentId: string, card: TestCard, idempotencyKey: string): Promise<IntentView> {
    // Only a digest of the card reaches the idempotency table: the number itself is never stored.
    const request = { operation: 'confirm', intentId, card: [card.number, card.expMonth, card.expYear, card.cvc] };
    return this.idempotent(idempotencyKey, request, async (m) => {
      const row = await this.intent(m, intentId);
      if (!CONFIRMABLE.has(row.status)) throw unexpectedState(row, 'confirmation');
      const outcome = cardOutcome(card, this.now());
      const last4 = card.number.replace(/\D/g, '').slice(-4) || null;
      if (!outcome.approved) return viewOf(await this.decline(m, intentId, outcome.decline, last4));
      if (outcome.authentication === 'required') {
        const [waiting] = await this.update(
          m,
          intentId,
          `status = 'requires_action', failure_code = NULL, failure_decline_code = NULL, failure_message = NULL, card_last4 = $2`,
          [last4],
        );
        return viewOf(waiting!);
      }
      return viewOf(await this.authorise(m, intentId, last4));
    });
  }

  /**
   * The cardholder's answer to the 3-D Secure check of an intent in requires_action (Stripe's test
   * page: "Complete" or "Fail authentication"): completed authorises the amount (requires_capture);
   * failed leaves the intent for another card with payment_intent_authentication_failure.
   */
  async authenticateTestCard(intentId: string, outcome: TestAuthentication, idempotencyKey: string): Promise<IntentView> {
    return this.idempotent(idempotencyKey, { operation: 'authenticate', intentId, outcome }, async (m) => {
      const row = await this.intent(m, intentId);
      if (row.status !== 'requires_action') throw unexpectedState(row, 'authentication');
      if (outcome === 'complete') return viewOf(await this.authorise(m, intentId));
      return viewOf(await this.decline(m, intentId, AUTHENTICATION_FAILURE));
    });
  }

  /** The amount reserved on the card: requires_capture. The card's last four digits are kept when given. */
  private async authorise(m: SimulatorTx, intentId: string, last4?: string | null): Promise<IntentRow> {
    const [updated] = await this.update(
      m,
      intentId,
      `status = 'requires_capture', amount_capturable_cents = amount_cents, failure_code = NULL, failure_decline_code = NULL, failure_message = NULL, card_last4 = COALESCE($2, card_last4), authorised_at = clock_timestamp()`,
      [last4 ?? null],
    );
    return updated!;
  }

  /** A failed attempt: the intent waits for another card, with the decline as its last_payment_error. */
  private async decline(m: SimulatorTx, intentId: string, decline: CardDecline, last4?: string | null): Promise<IntentRow> {
    const [updated] = await this.update(
      m,
      intentId,
      `status = 'requires_payment_method', amount_capturable_cents = 0, failure_code = $2, failure_decline_code = $3, failure_message = $4, card_last4 = COALESCE($5, card_last4)`,
      [decline.code, decline.declineCode, decline.message, last4 ?? null],
    );
    return updated!;
  }

  /** Captures the whole authorisation, or `amountCents` of it (Stripe's amount_to_capture; the rest is released). */
  async capture(intentId: string, idempotencyKey: string, amountCents?: number): Promise<IntentView> {
    if (amountCents !== undefined) checkAmount(amountCents, 'amount_to_capture');
    return this.idempotent(idempotencyKey, { operation: 'capture', intentId, amountCents: amountCents ?? null }, async (m) => {
      const row = await this.intent(m, intentId);
      if (row.status !== 'requires_capture') throw unexpectedState(row, 'capture');
      const amount = amountCents ?? row.amount_capturable_cents;
      if (amount > row.amount_capturable_cents) {
        throw invalid(
          'amount_too_large',
          `The amount to capture (${euros(amount)}) is greater than the amount capturable (${euros(row.amount_capturable_cents)}).`,
          { intent: viewOf(row) },
        );
      }
      const [updated] = await this.update(m, intentId, `status = 'succeeded', amount_received_cents = $2, amount_capturable_cents = 0`, [
        amount,
      ]);
      return viewOf(updated!);
    });
  }

  async cancel(intentId: string, idempotencyKey: string): Promise<IntentView> {
    return this.idempotent(idempotencyKey, { operation: 'cancel', intentId }, async (m) => {
      const row = await this.intent(m, intentId);
      if (!CANCELABLE.has(row.status)) throw unexpectedState(row, 'cancelation');
      const [updated] = await this.update(m, intentId, `status = 'canceled', amount_capturable_cents = 0`, []);
      return viewOf(updated!);
    });
  }

  async refund(intentId: string, amountCents: number, idempotencyKey: string): Promise<RefundView> {
    checkAmount(amountCents, 'refund amount');
    return this.idempotent(idempotencyKey, { operation: 'refund', intentId, amountCents }, async (m) => {
      const row = await this.intent(m, intentId);
      if (row.status !== 'succeeded')
        throw invalid(
          'payment_intent_unexpected_state',
          `This PaymentIntent does not have a successful charge to refund (its status is ${row.status}).`,
          { intent: viewOf(row) },
        );
      const left = row.amount_received_cents - row.amount_refunded_cents;
      if (left === 0) throw invalid('charge_already_refunded', 'This charge has already been refunded.', { intent: viewOf(row) });
      if (amountCents > left)
        throw invalid(
          'amount_too_large',
          `Refund amount (${euros(amountCents)}) is greater than unrefunded amount on charge (${euros(left)})`,
          { intent: viewOf(row) },
        );
      const id = newId('re');
      await m.query(`INSERT INTO simulated_refund (id, intent_id, amount_cents, status) VALUES ($1, $2, $3, 'succeeded')`, [
        id,
        intentId,
        amountCents,
      ]);
      await this.update(m, intentId, 'amount_refunded_cents = amount_refunded_cents + $2', [amountCents]);
      return { id, amountCents, status: 'succeeded' };
    });
  }

  /** The intent locked for this transaction; an authorisation older than 7 days is cancelled first, as Stripe does. */
  private async intent(m: SimulatorTx, intentId: string): Promise<IntentRow> {
    const [row] = (await m.query(
      `SELECT ${INTENT_COLUMNS}, authorised_at < clock_timestamp() - make_interval(days => $2) AS lapsed FROM simulated_payment_intent WHERE id = $1 FOR UPDATE`,
      [intentId, AUTHORISATION_DAYS],
    )) as (IntentRow & { lapsed: boolean | null })[];
    if (!row) {
      throw new PaymentGatewayError({
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such payment_intent: '${intentId}'`,
        statusCode: 404,
      });
    }
    if (row.status === 'requires_capture' && row.lapsed) {
      const [expired] = await this.update(m, intentId, `status = 'canceled', amount_capturable_cents = 0`, []);
      return expired!;
    }
    const { lapsed: _lapsed, ...intent } = row;
    return intent;
  }

  private async update(m: SimulatorTx, intentId: string, assignments: string, values: unknown[]): Promise<IntentRow[]> {
    return m.query<IntentRow>(
      `UPDATE simulated_payment_intent SET ${assignments}, updated_at = clock_timestamp() WHERE id = $1 RETURNING ${INTENT_COLUMNS}`,
      [intentId, ...values],
    );
  }

  /**
   * Runs `work` once per idempotency key. The key is claimed by an insert in the same transaction,
   * so a concurrent call with the same key waits for the first one and then replays its answer.
   * Refusals raised by `work` (a wrong state, an amount too large) are stored and replayed too;
   * malformed parameters are refused before the key is claimed, as Stripe does.
   */
  private async idempotent<T>(idempotencyKey: string, request: object, work: (m: SimulatorTx) => Promise<T>): Promise<T> {
    checkKey(idempotencyKey);
    const requestHash = createHash('sha256').update(JSON.stringify(request)).digest('hex');
    const stored = await this.transaction(async (m): Promise<Stored<T>> => {
      const claimed = (await m.query(
        'INSERT INTO simulated_idempotency_key (key, request_hash) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
        [idempotencyKey, requestHash],
      )) as unknown[];
      if (claimed.length === 0) {
        const [earlier] = (await m.query('SELECT request_hash, response FROM simulated_idempotency_key WHERE key = $1', [
          idempotencyKey,
        ])) as { request_hash: string; response: Stored<T> }[];
        if (earlier!.request_hash !== requestHash) {
          return {
            error: {
              type: 'idempotency_error',
              code: 'idempotency_key_in_use',
              declineCode: null,
              statusCode: 400,
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              intent: null,
            },
          };
        }
        return earlier!.response;
      }
      let outcome: Stored<T>;
      try {
        outcome = { ok: await work(m) };
      } catch (error) {
        if (!(error instanceof PaymentGatewayError)) throw error;
        outcome = { error: error.toJSON() };
      }
      await m.query('UPDATE simulated_idempotency_key SET response = $2 WHERE key = $1', [idempotencyKey, JSON.stringify(outcome)]);
      return outcome;
    });
    if ('error' in stored) throw new PaymentGatewayError(stored.error);
    return stored.ok;
  }
}
