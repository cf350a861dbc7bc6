// The resellers of issue 25 (resellers/): resellers, the providers they may sell (a provider may
// refuse), one live API key per pair (hashed), services switched off per reseller, OCTO webhooks,
// reseller bookings (holds until confirmed, then a reservation with reseller_id and no booking
// request), per-service instant confirmation, and the append-only reseller ledger with statements.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Resellers1795808414286 implements MigrationInterface {
  name = 'Resellers1795808414286';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "reseller" ("id" SERIAL NOT NULL, "name" text NOT NULL, "contact_name" text, "contact_email" text NOT NULL, "commission_bp" integer NOT NULL, "partner_id" integer, "deactivated_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_reseller_commission" CHECK ("commission_bp" BETWEEN 0 AND 10000), CONSTRAINT "PK_fbb203c7b490e89a011e62f2faf" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reseller_name" ON "reseller"  ("name") ');
    await queryRunner.query(
      'CREATE TABLE "reseller_provider" ("reseller_id" integer NOT NULL, "company_id" integer NOT NULL, "refused_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_0b83f4746e814025985c59adf76" PRIMARY KEY ("reseller_id", "company_id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_reseller_provider_company" ON "reseller_provider"  ("company_id") ');
    await queryRunner.query(
      'CREATE TABLE "reseller_key" ("id" SERIAL NOT NULL, "reseller_id" integer NOT NULL, "company_id" integer NOT NULL, "key_hash" text NOT NULL, "key_prefix" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by" integer, "revoked_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_9fb9f39111f12a27ba9124e5026" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_reseller_key_live" ON "reseller_key"  ("reseller_id", "company_id") WHERE "revoked_at" IS NULL',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reseller_key_hash" ON "reseller_key"  ("key_hash") ');
    await queryRunner.query(
      'CREATE TABLE "reseller_service_exclusion" ("reseller_id" integer NOT NULL, "service_id" integer NOT NULL, CONSTRAINT "PK_0834bf8338a4498ae2bf1e09022" PRIMARY KEY ("reseller_id", "service_id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_reseller_service_exclusion_service" ON "reseller_service_exclusion"  ("service_id") ');
    await queryRunner.query(
      'CREATE TABLE "reseller_webhook" ("id" uuid NOT NULL, "key_id" integer NOT NULL, "event" text NOT NULL, "url" text NOT NULL, "headers" jsonb NOT NULL DEFAULT \'{}\', "retry_on_error" boolean NOT NULL DEFAULT true, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_reseller_webhook_event" CHECK ("event" IN (\'booking_update\', \'availability_update\')), CONSTRAINT "PK_16871a2bccdb3edc9cf9c21eb33" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_reseller_webhook_key" ON "reseller_webhook"  ("key_id") ');
    await queryRunner.query(
      'CREATE TABLE "reseller_booking" ("uuid" uuid NOT NULL, "reseller_id" integer NOT NULL, "key_id" integer NOT NULL, "company_id" integer NOT NULL, "service_id" integer NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "date" text NOT NULL, "start_time" text NOT NULL, "people" integer NOT NULL, "unit_items" jsonb NOT NULL, "state" text NOT NULL DEFAULT \'ON_HOLD\', "hold_id" uuid NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reseller_reference" text, "notes" text, "contact" jsonb, "language" text NOT NULL DEFAULT \'en\', "retail_cents" integer NOT NULL, "net_cents" integer NOT NULL, "commission_bp" integer NOT NULL, "reservation_id" integer, "confirmed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_reseller_booking_money" CHECK ("people" > 0 AND "retail_cents" >= 0 AND "net_cents" >= 0 AND "net_cents" <= "retail_cents"), CONSTRAINT "CHK_reseller_booking_booked" CHECK (("state" = \'BOOKED\') = ("reservation_id" IS NOT NULL)), CONSTRAINT "CHK_reseller_booking_state" CHECK ("state" IN (\'ON_HOLD\', \'BOOKED\', \'CANCELLED\', \'EXPIRED\')), CONSTRAINT "PK_a225d6a79d74c6a9e91f83644d0" PRIMARY KEY ("uuid"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reseller_booking_reservation" ON "reseller_booking"  ("reservation_id") ');
    await queryRunner.query('CREATE INDEX "IDX_reseller_booking_state" ON "reseller_booking"  ("state", "expires_at") ');
    await queryRunner.query('CREATE INDEX "IDX_reseller_booking_reference" ON "reseller_booking"  ("reseller_id", "reseller_reference") ');
    await queryRunner.query('CREATE INDEX "IDX_reseller_booking_reseller" ON "reseller_booking"  ("reseller_id", "created_at") ');
    await queryRunner.query(
      'CREATE TABLE "reseller_statement" ("id" SERIAL NOT NULL, "reseller_id" integer NOT NULL, "month" text NOT NULL, "total_cents" integer NOT NULL, "status" text NOT NULL DEFAULT \'READY\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "paid_at" TIMESTAMP WITH TIME ZONE, "paid_by" integer, CONSTRAINT "CHK_reseller_statement_paid" CHECK (("status" = \'PAID\') = ("paid_at" IS NOT NULL)), CONSTRAINT "CHK_reseller_statement_month" CHECK ("month" ~ \'^[0-9]{4}-(0[1-9]|1[0-2])$\'), CONSTRAINT "CHK_reseller_statement_status" CHECK ("status" IN (\'READY\', \'PAID\')), CONSTRAINT "PK_dd22f5101458be5585734adddd1" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reseller_statement_month" ON "reseller_statement"  ("reseller_id", "month") ');
    await queryRunner.query(
      'CREATE TABLE "reseller_ledger_entry" ("id" SERIAL NOT NULL, "reseller_id" integer NOT NULL, "reservation_id" integer, "statement_id" integer, "kind" text NOT NULL, "state" text NOT NULL, "amount_cents" integer NOT NULL, "currency" text NOT NULL DEFAULT \'EUR\', "statement_month" text NOT NULL, "idempotency_key" text NOT NULL, "created_by" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_reseller_ledger_entry_shape" CHECK (("kind" = \'SALE\' AND "state" = \'DUE\' AND "amount_cents" >= 0 AND "reservation_id" IS NOT NULL)\n   OR ("kind" = \'CANCELLATION\' AND "state" = \'DUE\' AND "amount_cents" <= 0 AND "reservation_id" IS NOT NULL)\n   OR ("kind" = \'PAYMENT\' AND "statement_id" IS NOT NULL)), CONSTRAINT "CHK_reseller_ledger_entry_month" CHECK ("statement_month" ~ \'^[0-9]{4}-(0[1-9]|1[0-2])$\'), CONSTRAINT "CHK_reseller_ledger_entry_currency" CHECK ("currency" = \'EUR\'), CONSTRAINT "CHK_reseller_ledger_entry_state" CHECK ("state" IN (\'DUE\', \'PAID\')), CONSTRAINT "CHK_reseller_ledger_entry_kind" CHECK ("kind" IN (\'SALE\', \'CANCELLATION\', \'PAYMENT\')), CONSTRAINT "PK_204ec802a9965a9f4ad3941cb7c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_reseller_ledger_entry_reservation" ON "reseller_ledger_entry"  ("reservation_id") ');
    await queryRunner.query(
      'CREATE INDEX "IDX_reseller_ledger_entry_month" ON "reseller_ledger_entry"  ("reseller_id", "statement_month") ',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reseller_ledger_entry_key" ON "reseller_ledger_entry"  ("idempotency_key") ');
    await queryRunner.query('ALTER TABLE "service" ADD "reseller_instant_confirmation" boolean NOT NULL DEFAULT false');
    await queryRunner.query('ALTER TABLE "reservation" ADD "reseller_id" integer');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_4f118d3fad93dafbc6668ab21f6"');
    await queryRunner.query('ALTER TABLE "reservation" ALTER COLUMN "booking_request_id" DROP NOT NULL');
    await queryRunner.query('CREATE INDEX "IDX_50d0288acf5be2aaf696e9ffbb" ON "reservation"  ("reseller_id", "starts_at") ');
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "CHK_reservation_origin" CHECK (("booking_request_id" IS NULL) <> ("reseller_id" IS NULL))',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller" ADD CONSTRAINT "FK_f77bb3d67ea636b89af33f4419d" FOREIGN KEY ("partner_id") REFERENCES "partner"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_provider" ADD CONSTRAINT "FK_b56ed4b4b0d0da582730095013b" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_provider" ADD CONSTRAINT "FK_258d84b101d76af97e7d8130432" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_key" ADD CONSTRAINT "FK_cd1d64e716de3d690e05babc479" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_key" ADD CONSTRAINT "FK_acbca9ca20583a150ffc47890f2" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_key" ADD CONSTRAINT "FK_8a593c2c0901b6838f886f4c0b0" FOREIGN KEY ("created_by") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_service_exclusion" ADD CONSTRAINT "FK_97b5f929d0a623c43d928b78115" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_service_exclusion" ADD CONSTRAINT "FK_4e00fef677d3dfffa9aaa40d398" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_webhook" ADD CONSTRAINT "FK_f324a6006e2421275622ed8b8bc" FOREIGN KEY ("key_id") REFERENCES "reseller_key"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_4f118d3fad93dafbc6668ab21f6" FOREIGN KEY ("booking_request_id") REFERENCES "booking_request"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_5d42274d509d04756bb4aa95460" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_booking" ADD CONSTRAINT "FK_4ca2b5f355e815a671779c9869e" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_booking" ADD CONSTRAINT "FK_c4bd4712d318f9d8f532ae6fe8a" FOREIGN KEY ("key_id") REFERENCES "reseller_key"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_booking" ADD CONSTRAINT "FK_47ae15aaef28de1cde9059e33d5" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_booking" ADD CONSTRAINT "FK_92c04b3a96e428ded7369e947a7" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_booking" ADD CONSTRAINT "FK_dff36f65d182c6b812203578528" FOREIGN KEY ("hold_id") REFERENCES "hold"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_booking" ADD CONSTRAINT "FK_a4c151306e8a4cd689629d9ab8c" FOREIGN KEY ("reservation_id") REFERENCES "reservation"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_statement" ADD CONSTRAINT "FK_abe00e0b2f100249e8ba97207db" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_statement" ADD CONSTRAINT "FK_c73c6ccea9011a55aba798f9785" FOREIGN KEY ("paid_by") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_ledger_entry" ADD CONSTRAINT "FK_222618ae252499a6f9bfe69e2aa" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_ledger_entry" ADD CONSTRAINT "FK_0ee55d54968943b4c9b10db4114" FOREIGN KEY ("reservation_id") REFERENCES "reservation"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_ledger_entry" ADD CONSTRAINT "FK_85a933bd22577d95219ccd9803f" FOREIGN KEY ("statement_id") REFERENCES "reseller_statement"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reseller_ledger_entry" ADD CONSTRAINT "FK_e68363931e3f9ae9aa9262e0566" FOREIGN KEY ("created_by") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE FUNCTION reseller_ledger_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'reseller_ledger_entry is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
       END $$`,
    );
    await queryRunner.query(
      'CREATE TRIGGER reseller_ledger_entry_append_only BEFORE UPDATE OR DELETE ON reseller_ledger_entry FOR EACH ROW EXECUTE FUNCTION reseller_ledger_entry_append_only()',
    );
    await queryRunner.query(
      'CREATE TRIGGER reseller_ledger_entry_no_truncate BEFORE TRUNCATE ON reseller_ledger_entry FOR EACH STATEMENT EXECUTE FUNCTION reseller_ledger_entry_append_only()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER reseller_ledger_entry_no_truncate ON reseller_ledger_entry');
    await queryRunner.query('DROP TRIGGER reseller_ledger_entry_append_only ON reseller_ledger_entry');
    await queryRunner.query('DROP FUNCTION reseller_ledger_entry_append_only()');
    await queryRunner.query('ALTER TABLE "reseller_ledger_entry" DROP CONSTRAINT "FK_e68363931e3f9ae9aa9262e0566"');
    await queryRunner.query('ALTER TABLE "reseller_ledger_entry" DROP CONSTRAINT "FK_85a933bd22577d95219ccd9803f"');
    await queryRunner.query('ALTER TABLE "reseller_ledger_entry" DROP CONSTRAINT "FK_0ee55d54968943b4c9b10db4114"');
    await queryRunner.query('ALTER TABLE "reseller_ledger_entry" DROP CONSTRAINT "FK_222618ae252499a6f9bfe69e2aa"');
    await queryRunner.query('ALTER TABLE "reseller_statement" DROP CONSTRAINT "FK_c73c6ccea9011a55aba798f9785"');
    await queryRunner.query('ALTER TABLE "reseller_statement" DROP CONSTRAINT "FK_abe00e0b2f100249e8ba97207db"');
    await queryRunner.query('ALTER TABLE "reseller_booking" DROP CONSTRAINT "FK_a4c151306e8a4cd689629d9ab8c"');
    await queryRunner.query('ALTER TABLE "reseller_booking" DROP CONSTRAINT "FK_dff36f65d182c6b812203578528"');
    await queryRunner.query('ALTER TABLE "reseller_booking" DROP CONSTRAINT "FK_92c04b3a96e428ded7369e947a7"');
    await queryRunner.query('ALTER TABLE "reseller_booking" DROP CONSTRAINT "FK_47ae15aaef28de1cde9059e33d5"');
    await queryRunner.query('ALTER TABLE "reseller_booking" DROP CONSTRAINT "FK_c4bd4712d318f9d8f532ae6fe8a"');
    await queryRunner.query('ALTER TABLE "reseller_booking" DROP CONSTRAINT "FK_4ca2b5f355e815a671779c9869e"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_5d42274d509d04756bb4aa95460"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_4f118d3fad93dafbc6668ab21f6"');
    await queryRunner.query('ALTER TABLE "reseller_webhook" DROP CONSTRAINT "FK_f324a6006e2421275622ed8b8bc"');
    await queryRunner.query('ALTER TABLE "reseller_service_exclusion" DROP CONSTRAINT "FK_4e00fef677d3dfffa9aaa40d398"');
    await queryRunner.query('ALTER TABLE "reseller_service_exclusion" DROP CONSTRAINT "FK_97b5f929d0a623c43d928b78115"');
    await queryRunner.query('ALTER TABLE "reseller_key" DROP CONSTRAINT "FK_8a593c2c0901b6838f886f4c0b0"');
    await queryRunner.query('ALTER TABLE "reseller_key" DROP CONSTRAINT "FK_acbca9ca20583a150ffc47890f2"');
    await queryRunner.query('ALTER TABLE "reseller_key" DROP CONSTRAINT "FK_cd1d64e716de3d690e05babc479"');
    await queryRunner.query('ALTER TABLE "reseller_provider" DROP CONSTRAINT "FK_258d84b101d76af97e7d8130432"');
    await queryRunner.query('ALTER TABLE "reseller_provider" DROP CONSTRAINT "FK_b56ed4b4b0d0da582730095013b"');
    await queryRunner.query('ALTER TABLE "reseller" DROP CONSTRAINT "FK_f77bb3d67ea636b89af33f4419d"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "CHK_reservation_origin"');
    await queryRunner.query('DROP INDEX "public"."IDX_50d0288acf5be2aaf696e9ffbb"');
    await queryRunner.query('ALTER TABLE "reservation" ALTER COLUMN "booking_request_id" SET NOT NULL');
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_4f118d3fad93dafbc6668ab21f6" FOREIGN KEY ("booking_request_id") REFERENCES "booking_request"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "reseller_id"');
    await queryRunner.query('ALTER TABLE "service" DROP COLUMN "reseller_instant_confirmation"');
    await queryRunner.query('DROP INDEX "public"."UQ_reseller_ledger_entry_key"');
    await queryRunner.query('DROP INDEX "public"."IDX_reseller_ledger_entry_month"');
    await queryRunner.query('DROP INDEX "public"."IDX_reseller_ledger_entry_reservation"');
    await queryRunner.query('DROP TABLE "reseller_ledger_entry"');
    await queryRunner.query('DROP INDEX "public"."UQ_reseller_statement_month"');
    await queryRunner.query('DROP TABLE "reseller_statement"');
    await queryRunner.query('DROP INDEX "public"."IDX_reseller_booking_reseller"');
    await queryRunner.query('DROP INDEX "public"."IDX_reseller_booking_reference"');
    await queryRunner.query('DROP INDEX "public"."IDX_reseller_booking_state"');
    await queryRunner.query('DROP INDEX "public"."UQ_reseller_booking_reservation"');
    await queryRunner.query('DROP TABLE "reseller_booking"');
    await queryRunner.query('DROP INDEX "public"."IDX_reseller_webhook_key"');
    await queryRunner.query('DROP TABLE "reseller_webhook"');
    await queryRunner.query('DROP INDEX "public"."IDX_reseller_service_exclusion_service"');
    await queryRunner.query('DROP TABLE "reseller_service_exclusion"');
    await queryRunner.query('DROP INDEX "public"."UQ_reseller_key_hash"');
    await queryRunner.query('DROP INDEX "public"."UQ_reseller_key_live"');
    await queryRunner.query('DROP TABLE "reseller_key"');
    await queryRunner.query('DROP INDEX "public"."IDX_reseller_provider_company"');
    await queryRunner.query('DROP TABLE "reseller_provider"');
    await queryRunner.query('DROP INDEX "public"."UQ_reseller_name"');
    await queryRunner.query('DROP TABLE "reseller"');
  }
}
