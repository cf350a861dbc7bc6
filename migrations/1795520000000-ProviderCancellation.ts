// The provider cancels an accepted booking with a reason (cancellation_reason_id, one of the
// rejection reasons), and refunds accumulate on a payment, each recorded once (payment_refund).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProviderCancellation1795520000000 implements MigrationInterface {
  name = 'ProviderCancellation1795520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "payment_refund" ("payment_id" integer NOT NULL, "refund_id" text NOT NULL, "idempotency_key" text, "amount_cents" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_payment_refund_amount" CHECK ("amount_cents" > 0), CONSTRAINT "PK_b30235d06ac8227093810ec6b2a" PRIMARY KEY ("payment_id", "refund_id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_payment_refund_idempotency_key" ON "payment_refund"  ("idempotency_key") ');
    await queryRunner.query('ALTER TABLE "reservation" ADD "cancellation_reason_id" integer');
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_6efecb7ab876008f2a11cdbd334" FOREIGN KEY ("cancellation_reason_id") REFERENCES "rejection_reason"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "payment_refund" ADD CONSTRAINT "FK_9b1ba9fb797de22fc87b598f509" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "payment_refund" DROP CONSTRAINT "FK_9b1ba9fb797de22fc87b598f509"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_6efecb7ab876008f2a11cdbd334"');
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "cancellation_reason_id"');
    await queryRunner.query('DROP INDEX "public"."UQ_payment_refund_idempotency_key"');
    await queryRunner.query('DROP TABLE "payment_refund"');
  }
}
