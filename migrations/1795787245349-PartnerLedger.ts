// The partners' commission ledger (issue 23): append-only entries (a trigger refuses UPDATE, DELETE
// and TRUNCATE), monthly statements, and the partner agreements' foreign key to the partner.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PartnerLedger1795787245349 implements MigrationInterface {
  name = 'PartnerLedger1795787245349';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "partner_statement" ("id" SERIAL NOT NULL, "partner_id" integer NOT NULL, "month" text NOT NULL, "from_month" text NOT NULL, "total_cents" integer NOT NULL, "status" text NOT NULL DEFAULT \'READY\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "emailed_at" TIMESTAMP WITH TIME ZONE, "paid_at" TIMESTAMP WITH TIME ZONE, "paid_by" integer, CONSTRAINT "CHK_partner_statement_paid" CHECK (("status" = \'PAID\') = ("paid_at" IS NOT NULL)), CONSTRAINT "CHK_partner_statement_months" CHECK ("from_month" <= "month" AND "month" ~ \'^[0-9]{4}-(0[1-9]|1[0-2])$\'), CONSTRAINT "CHK_partner_statement_status" CHECK ("status" IN (\'READY\', \'PAID\')), CONSTRAINT "PK_c1e46d0425c7cd6e73ee80ac678" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_partner_statement_status" ON "partner_statement"  ("status", "month") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_partner_statement_month" ON "partner_statement"  ("partner_id", "month") ');
    await queryRunner.query(
      'CREATE TABLE "partner_ledger_entry" ("id" SERIAL NOT NULL, "partner_id" integer NOT NULL, "partner_object_id" integer NOT NULL, "reservation_id" integer NOT NULL, "payment_id" integer, "statement_id" integer, "kind" text NOT NULL, "state" text NOT NULL, "amount_cents" integer NOT NULL, "currency" text NOT NULL DEFAULT \'EUR\', "occurred_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), "statement_month" text NOT NULL, "idempotency_key" text NOT NULL, CONSTRAINT "CHK_partner_ledger_entry_shape" CHECK (("kind" = \'ACCRUAL\' AND "state" = \'PENDING\' AND "amount_cents" >= 0 AND "payment_id" IS NOT NULL)\n   OR ("kind" = \'REVERSAL\' AND "state" IN (\'PENDING\', \'PAYABLE\') AND "amount_cents" <= 0 AND "payment_id" IS NOT NULL)\n   OR ("kind" = \'PAYABLE\' AND "state" IN (\'PENDING\', \'PAYABLE\') AND "payment_id" IS NOT NULL)\n   OR ("kind" = \'PAYOUT\' AND "state" IN (\'PAYABLE\', \'PAID\') AND "statement_id" IS NOT NULL)), CONSTRAINT "CHK_partner_ledger_entry_month" CHECK ("statement_month" ~ \'^[0-9]{4}-(0[1-9]|1[0-2])$\'), CONSTRAINT "CHK_partner_ledger_entry_currency" CHECK ("currency" = \'EUR\'), CONSTRAINT "CHK_partner_ledger_entry_state" CHECK ("state" IN (\'PENDING\', \'PAYABLE\', \'PAID\')), CONSTRAINT "CHK_partner_ledger_entry_kind" CHECK ("kind" IN (\'ACCRUAL\', \'REVERSAL\', \'PAYABLE\', \'PAYOUT\')), CONSTRAINT "PK_440fd23638f870c27c793e29fbc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_partner_ledger_entry_payment" ON "partner_ledger_entry"  ("payment_id") ');
    await queryRunner.query('CREATE INDEX "IDX_partner_ledger_entry_reservation" ON "partner_ledger_entry"  ("reservation_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_partner_ledger_entry_partner_month" ON "partner_ledger_entry"  ("partner_id", "statement_month") ',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_partner_ledger_entry_key" ON "partner_ledger_entry"  ("idempotency_key") ');
    await queryRunner.query(
      'ALTER TABLE "agreement" ADD CONSTRAINT "FK_ed294757f16cdd0b6b32a219626" FOREIGN KEY ("partner_id") REFERENCES "partner"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_statement" ADD CONSTRAINT "FK_d928e3c926bfb4ea99d2f516cbd" FOREIGN KEY ("partner_id") REFERENCES "partner"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_statement" ADD CONSTRAINT "FK_06a30af50070f08e5cc9fce98cc" FOREIGN KEY ("paid_by") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_ledger_entry" ADD CONSTRAINT "FK_497b9053824d899257011700411" FOREIGN KEY ("partner_id") REFERENCES "partner"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_ledger_entry" ADD CONSTRAINT "FK_78437e1e8157aa654b66ec1cf51" FOREIGN KEY ("partner_object_id") REFERENCES "partner_object"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_ledger_entry" ADD CONSTRAINT "FK_670e62491c34b4550d7d23c5bbd" FOREIGN KEY ("reservation_id") REFERENCES "reservation"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_ledger_entry" ADD CONSTRAINT "FK_a20af48d1b900615bd1fbd13d85" FOREIGN KEY ("statement_id") REFERENCES "partner_statement"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE FUNCTION partner_ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'partner_ledger_entry is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
       END $$`,
    );
    await queryRunner.query(
      'CREATE TRIGGER partner_ledger_entry_append_only BEFORE UPDATE OR DELETE ON partner_ledger_entry FOR EACH ROW EXECUTE FUNCTION partner_ledger_entry_append_only()',
    );
    await queryRunner.query(
      'CREATE TRIGGER partner_ledger_entry_no_truncate BEFORE TRUNCATE ON partner_ledger_entry FOR EACH STATEMENT EXECUTE FUNCTION partner_ledger_entry_append_only()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER partner_ledger_entry_no_truncate ON partner_ledger_entry');
    await queryRunner.query('DROP TRIGGER partner_ledger_entry_append_only ON partner_ledger_entry');
    await queryRunner.query('DROP FUNCTION partner_ledger_entry_append_only()');
    await queryRunner.query('ALTER TABLE "partner_ledger_entry" DROP CONSTRAINT "FK_a20af48d1b900615bd1fbd13d85"');
    await queryRunner.query('ALTER TABLE "partner_ledger_entry" DROP CONSTRAINT "FK_670e62491c34b4550d7d23c5bbd"');
    await queryRunner.query('ALTER TABLE "partner_ledger_entry" DROP CONSTRAINT "FK_78437e1e8157aa654b66ec1cf51"');
    await queryRunner.query('ALTER TABLE "partner_ledger_entry" DROP CONSTRAINT "FK_497b9053824d899257011700411"');
    await queryRunner.query('ALTER TABLE "partner_statement" DROP CONSTRAINT "FK_06a30af50070f08e5cc9fce98cc"');
    await queryRunner.query('ALTER TABLE "partner_statement" DROP CONSTRAINT "FK_d928e3c926bfb4ea99d2f516cbd"');
    await queryRunner.query('ALTER TABLE "agreement" DROP CONSTRAINT "FK_ed294757f16cdd0b6b32a219626"');
    await queryRunner.query('DROP INDEX "public"."UQ_partner_ledger_entry_key"');
    await queryRunner.query('DROP INDEX "public"."IDX_partner_ledger_entry_partner_month"');
    await queryRunner.query('DROP INDEX "public"."IDX_partner_ledger_entry_reservation"');
    await queryRunner.query('DROP INDEX "public"."IDX_partner_ledger_entry_payment"');
    await queryRunner.query('DROP TABLE "partner_ledger_entry"');
    await queryRunner.query('DROP INDEX "public"."UQ_partner_statement_month"');
    await queryRunner.query('DROP INDEX "public"."IDX_partner_statement_status"');
    await queryRunner.query('DROP TABLE "partner_statement"');
  }
}
