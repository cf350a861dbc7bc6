import type { MigrationInterface, QueryRunner } from 'typeorm';

// Payments' own tables (`payment_event`, the webhook's dedupe, is made by the Booking migration): the
// `simulated_*` tables are the built-in card simulator's "processor side" (intents, refunds and
// idempotency keys), used when no Stripe key is configured. No entities: plain SQL in the module.
export class Payments1795400100000 implements MigrationInterface {
  name = 'Payments1795400100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "simulated_payment_intent" (
      "id" text NOT NULL,
      "status" text NOT NULL DEFAULT 'requires_payment_method',
      "amount_cents" integer NOT NULL,
      "amount_capturable_cents" integer NOT NULL DEFAULT 0,
      "amount_received_cents" integer NOT NULL DEFAULT 0,
      "amount_refunded_cents" integer NOT NULL DEFAULT 0,
      "currency" text NOT NULL DEFAULT 'eur',
      "description" text NOT NULL,
      "metadata" jsonb NOT NULL DEFAULT '{}',
      "failure_code" text,
      "failure_decline_code" text,
      "failure_message" text,
      "card_last4" text,
      "authorised_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(),
      CONSTRAINT "PK_simulated_payment_intent" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_simulated_payment_intent_status" CHECK ("status" IN ('requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded')),
      CONSTRAINT "CHK_simulated_payment_intent_amounts" CHECK ("amount_cents" > 0 AND "amount_capturable_cents" BETWEEN 0 AND "amount_cents"
        AND "amount_received_cents" BETWEEN 0 AND "amount_cents" AND "amount_refunded_cents" BETWEEN 0 AND "amount_received_cents"))`);
    await queryRunner.query(`CREATE TABLE "simulated_refund" (
      "id" text NOT NULL,
      "intent_id" text NOT NULL,
      "amount_cents" integer NOT NULL,
      "status" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(),
      CONSTRAINT "PK_simulated_refund" PRIMARY KEY ("id"),
      CONSTRAINT "CHK_simulated_refund_amount" CHECK ("amount_cents" > 0),
      CONSTRAINT "FK_simulated_refund_intent" FOREIGN KEY ("intent_id") REFERENCES "simulated_payment_intent"("id") ON DELETE CASCADE)`);
    await queryRunner.query('CREATE INDEX "IDX_simulated_refund_intent" ON "simulated_refund" ("intent_id")');
    await queryRunner.query(`CREATE TABLE "simulated_idempotency_key" (
      "key" text NOT NULL,
      "request_hash" text NOT NULL,
      "response" jsonb,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(),
      CONSTRAINT "PK_simulated_idempotency_key" PRIMARY KEY ("key"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "simulated_idempotency_key"');
    await queryRunner.query('DROP TABLE "simulated_refund"');
    await queryRunner.query('DROP TABLE "simulated_payment_intent"');
  }
}
