import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Booking1795400000000 implements MigrationInterface {
  name = 'Booking1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "discount_code" ("code" text NOT NULL, "percent" integer NOT NULL, "valid_from" TIMESTAMP WITH TIME ZONE NOT NULL, "valid_until" TIMESTAMP WITH TIME ZONE NOT NULL, "description" text, CONSTRAINT "CHK_discount_code_period" CHECK ("valid_until" > "valid_from"), CONSTRAINT "CHK_discount_code_upper" CHECK ("code" = upper("code")), CONSTRAINT "CHK_discount_code_percent" CHECK ("percent" BETWEEN 1 AND 100), CONSTRAINT "PK_9f3bda83ef88511179d386a6b15" PRIMARY KEY ("code"))',
    );
    await queryRunner.query(
      'CREATE TABLE "booking_request" ("id" uuid NOT NULL, "service_id" integer NOT NULL, "user_id" integer, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "date" date NOT NULL, "start_time" text NOT NULL, "hold_id" uuid, "hold_round" integer NOT NULL DEFAULT \'0\', "step" text NOT NULL DEFAULT \'RECAP\', "status" text NOT NULL DEFAULT \'OPEN\', "expires_at" TIMESTAMP WITH TIME ZONE, "email" text, "phone" text, "message" text, "confirmation_sms" boolean NOT NULL DEFAULT false, "conditions_accepted" boolean NOT NULL DEFAULT false, "discount_code" text, "language" text NOT NULL DEFAULT \'en\', "payment_intent_id" text, "reservation_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_booking_request_language" CHECK ("language" IN (\'en\', \'hr\')), CONSTRAINT "CHK_booking_request_status" CHECK ("status" IN (\'OPEN\', \'SENT\', \'ENDED\')), CONSTRAINT "CHK_booking_request_step" CHECK ("step" IN (\'RECAP\', \'PERSONAL\', \'PAYMENT\')), CONSTRAINT "PK_aa4e0da4a49be8782cd00bf5a99" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_d878c16d31ec6fdb7da6361ae6" ON "booking_request"  ("service_id", "starts_at") ');
    await queryRunner.query('CREATE INDEX "IDX_13eccb6801217882e17ba7e53e" ON "booking_request"  ("user_id") ');
    await queryRunner.query(
      'CREATE TABLE "booking_request_offer" ("request_id" uuid NOT NULL, "offer_id" integer NOT NULL, "quantity" integer NOT NULL, CONSTRAINT "CHK_booking_request_offer_quantity" CHECK ("quantity" > 0), CONSTRAINT "PK_c7387ddf6fe0efe345869014cb8" PRIMARY KEY ("request_id", "offer_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "rejection_reason" ("id" SERIAL NOT NULL, "code" text NOT NULL, "name_en" text NOT NULL, "name_hr" text NOT NULL, "sort_order" integer NOT NULL DEFAULT \'0\', CONSTRAINT "PK_71de8b715b8e58e4c86486c92f6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_rejection_reason_code" ON "rejection_reason"  ("code") ');
    await queryRunner.query(
      'CREATE TABLE "reservation" ("id" SERIAL NOT NULL, "number" text NOT NULL, "service_id" integer NOT NULL, "brand_id" integer NOT NULL, "company_id" integer NOT NULL, "user_id" integer, "booking_request_id" uuid NOT NULL, "email" text NOT NULL, "phone" text NOT NULL, "message" text, "confirmation_sms" boolean NOT NULL DEFAULT false, "language" text NOT NULL DEFAULT \'en\', "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "date" date NOT NULL, "start_time" text NOT NULL, "people" integer NOT NULL, "state" text NOT NULL DEFAULT \'PENDING\', "cancelled_by" text, "rejection_reason_id" integer, "rejection_note" text, "cancellation_note" text, "subtotal_cents" integer NOT NULL, "discount_code" text, "discount_cents" integer NOT NULL DEFAULT \'0\', "fee_cents" integer NOT NULL DEFAULT \'0\', "total_cents" integer NOT NULL, "commission_cents" integer NOT NULL, "commission_vat_cents" integer NOT NULL, "answer_deadline" TIMESTAMP WITH TIME ZONE NOT NULL, "reminder_sent_at" TIMESTAMP WITH TIME ZONE, "hold_id" uuid NOT NULL, "cancellation_policy" text NOT NULL, "cancellation_before" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decided_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "version" integer NOT NULL DEFAULT \'1\', CONSTRAINT "CHK_reservation_money" CHECK ("subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "fee_cents" >= 0 AND "total_cents" >= 0 AND "commission_cents" >= 0 AND "commission_vat_cents" >= 0), CONSTRAINT "CHK_reservation_people" CHECK ("people" > 0), CONSTRAINT "CHK_reservation_cancelled_by" CHECK ("cancelled_by" IS NULL OR "cancelled_by" IN (\'GUEST\', \'PROVIDER\')), CONSTRAINT "CHK_reservation_state" CHECK ("state" IN (\'PENDING\', \'ACCEPTED\', \'REJECTED\', \'CANCELLED\', \'EXPIRED\')), CONSTRAINT "PK_48b1f9922368359ab88e8bfa525" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_f8e2855846c80621013cfc18d0" ON "reservation"  ("service_id") ');
    await queryRunner.query('CREATE INDEX "IDX_323581dd420d9e5acc23e9a4c2" ON "reservation"  ("state", "answer_deadline") ');
    await queryRunner.query('CREATE INDEX "IDX_ae4ba855c411737d299c225216" ON "reservation"  ("user_id", "starts_at") ');
    await queryRunner.query('CREATE INDEX "IDX_b35d344806fab93a0bc89bc68b" ON "reservation"  ("company_id", "state", "starts_at") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reservation_booking_request" ON "reservation"  ("booking_request_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_reservation_number" ON "reservation"  ("number") ');
    await queryRunner.query(
      'CREATE TABLE "reservation_offer" ("reservation_id" integer NOT NULL, "offer_id" integer NOT NULL, "name" text NOT NULL, "price_type" text NOT NULL, "group_number" integer NOT NULL, "price_cents" integer NOT NULL, "discount_rate" integer NOT NULL DEFAULT \'0\', "unit_price_cents" integer NOT NULL, "quantity" integer NOT NULL, "people" integer NOT NULL, "line_total_cents" integer NOT NULL, CONSTRAINT "CHK_reservation_offer_quantity" CHECK ("quantity" > 0), CONSTRAINT "PK_51bef281dfc25ef35c5926d584d" PRIMARY KEY ("reservation_id", "offer_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "payment" ("id" SERIAL NOT NULL, "reservation_id" integer, "booking_request_id" uuid NOT NULL, "gateway" text NOT NULL, "intent_id" text NOT NULL, "state" text NOT NULL DEFAULT \'PENDING\', "amount_cents" integer NOT NULL, "captured_cents" integer NOT NULL DEFAULT \'0\', "refunded_cents" integer NOT NULL DEFAULT \'0\', "failure_code" text, "failure_message" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_payment_amounts" CHECK ("amount_cents" >= 0 AND "captured_cents" >= 0 AND "refunded_cents" >= 0 AND "refunded_cents" <= "captured_cents"), CONSTRAINT "CHK_payment_gateway" CHECK ("gateway" IN (\'stripe\', \'simulator\')), CONSTRAINT "CHK_payment_state" CHECK ("state" IN (\'PENDING\', \'AUTHORISED\', \'CAPTURED\', \'RELEASED\', \'REFUNDED\', \'FAILED\')), CONSTRAINT "PK_fcaec7df5adf9cac408c686b2ab" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_payment_intent" ON "payment"  ("intent_id") ');
    await queryRunner.query('CREATE INDEX "IDX_f5e80f97de13505ffa6e486caa" ON "payment"  ("booking_request_id") ');
    await queryRunner.query('CREATE INDEX "IDX_fc0069dbffe962f7b1604c1410" ON "payment"  ("reservation_id") ');
    await queryRunner.query(
      'CREATE TABLE "payment_event" ("event_id" text NOT NULL, "type" text NOT NULL, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5cabd564cf6573469cdadc3f964" PRIMARY KEY ("event_id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_request" ADD CONSTRAINT "FK_0d8c3106871941d3e560a5a7b0b" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_request" ADD CONSTRAINT "FK_13eccb6801217882e17ba7e53ec" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_request" ADD CONSTRAINT "FK_e90ea6de4fc195838a7b511f62f" FOREIGN KEY ("hold_id") REFERENCES "hold"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_request" ADD CONSTRAINT "FK_60282994194a75040f1f951b06e" FOREIGN KEY ("discount_code") REFERENCES "discount_code"("code") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_request_offer" ADD CONSTRAINT "FK_f4a1f50cf0622fe3f8eb494610b" FOREIGN KEY ("request_id") REFERENCES "booking_request"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_request_offer" ADD CONSTRAINT "FK_a914816bdff7f368d3ecd2e6523" FOREIGN KEY ("offer_id") REFERENCES "offer"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_f8e2855846c80621013cfc18d0c" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_a4ed8053eec966018599a917567" FOREIGN KEY ("brand_id") REFERENCES "brand"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_363ebb59727da92a21a41c73638" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_e219b0a4ff01b85072bfadf3fd7" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_4f118d3fad93dafbc6668ab21f6" FOREIGN KEY ("booking_request_id") REFERENCES "booking_request"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_7ac646a524cf885ff57a35917da" FOREIGN KEY ("rejection_reason_id") REFERENCES "rejection_reason"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_206a580343ce89bbe300828e784" FOREIGN KEY ("discount_code") REFERENCES "discount_code"("code") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_0ad6f60f00b033097a995f399d5" FOREIGN KEY ("hold_id") REFERENCES "hold"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_offer" ADD CONSTRAINT "FK_19d64d032809554cfe54bc08253" FOREIGN KEY ("reservation_id") REFERENCES "reservation"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_offer" ADD CONSTRAINT "FK_7dd2cc681e2dbab0fe4f8c775b3" FOREIGN KEY ("offer_id") REFERENCES "offer"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    // Reference data: the reasons a provider may give, and the discount codes (spec section 9).
    await queryRunner.query(
      `INSERT INTO "rejection_reason" ("code", "name_en", "name_hr", "sort_order") VALUES
        ('FULLY_BOOKED', 'Fully booked', 'Popunjeno', 1),
        ('WEATHER', 'Weather conditions', 'Vremenski uvjeti', 2),
        ('PROVIDER_NOT_AVAILABLE', 'Provider not available', 'Pružatelj usluge nije dostupan', 3),
        ('MINIMUM_NOT_REACHED', 'Minimum number of guests not reached', 'Nije dosegnut minimalni broj gostiju', 4),
        ('OTHER', 'Other', 'Ostalo', 5)`,
    );
    // Valid from the first instant of valid_from's day to (not including) valid_until's, Europe/Zagreb.
    await queryRunner.query(
      `INSERT INTO "discount_code" ("code", "percent", "valid_from", "valid_until", "description") VALUES
        ('BOZIC2021', 15, timestamp '2021-01-01 00:00' AT TIME ZONE 'Europe/Zagreb', timestamp '2022-01-01 00:00' AT TIME ZONE 'Europe/Zagreb', 'Christmas promotion 2021'),
        ('LOKALNO10', 10, timestamp '2026-01-01 00:00' AT TIME ZONE 'Europe/Zagreb', timestamp '2028-01-01 00:00' AT TIME ZONE 'Europe/Zagreb', 'Demo code')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservation_offer" DROP CONSTRAINT "FK_7dd2cc681e2dbab0fe4f8c775b3"');
    await queryRunner.query('ALTER TABLE "reservation_offer" DROP CONSTRAINT "FK_19d64d032809554cfe54bc08253"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_0ad6f60f00b033097a995f399d5"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_206a580343ce89bbe300828e784"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_7ac646a524cf885ff57a35917da"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_4f118d3fad93dafbc6668ab21f6"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_e219b0a4ff01b85072bfadf3fd7"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_363ebb59727da92a21a41c73638"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_a4ed8053eec966018599a917567"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_f8e2855846c80621013cfc18d0c"');
    await queryRunner.query('ALTER TABLE "booking_request_offer" DROP CONSTRAINT "FK_a914816bdff7f368d3ecd2e6523"');
    await queryRunner.query('ALTER TABLE "booking_request_offer" DROP CONSTRAINT "FK_f4a1f50cf0622fe3f8eb494610b"');
    await queryRunner.query('ALTER TABLE "booking_request" DROP CONSTRAINT "FK_60282994194a75040f1f951b06e"');
    await queryRunner.query('ALTER TABLE "booking_request" DROP CONSTRAINT "FK_e90ea6de4fc195838a7b511f62f"');
    await queryRunner.query('ALTER TABLE "booking_request" DROP CONSTRAINT "FK_13eccb6801217882e17ba7e53ec"');
    await queryRunner.query('ALTER TABLE "booking_request" DROP CONSTRAINT "FK_0d8c3106871941d3e560a5a7b0b"');
    await queryRunner.query('DROP TABLE "payment_event"');
    await queryRunner.query('DROP INDEX "public"."IDX_fc0069dbffe962f7b1604c1410"');
    await queryRunner.query('DROP INDEX "public"."IDX_f5e80f97de13505ffa6e486caa"');
    await queryRunner.query('DROP INDEX "public"."UQ_payment_intent"');
    await queryRunner.query('DROP TABLE "payment"');
    await queryRunner.query('DROP TABLE "reservation_offer"');
    await queryRunner.query('DROP INDEX "public"."UQ_reservation_number"');
    await queryRunner.query('DROP INDEX "public"."UQ_reservation_booking_request"');
    await queryRunner.query('DROP INDEX "public"."IDX_b35d344806fab93a0bc89bc68b"');
    await queryRunner.query('DROP INDEX "public"."IDX_ae4ba855c411737d299c225216"');
    await queryRunner.query('DROP INDEX "public"."IDX_323581dd420d9e5acc23e9a4c2"');
    await queryRunner.query('DROP INDEX "public"."IDX_f8e2855846c80621013cfc18d0"');
    await queryRunner.query('DROP TABLE "reservation"');
    await queryRunner.query('DROP INDEX "public"."UQ_rejection_reason_code"');
    await queryRunner.query('DROP TABLE "rejection_reason"');
    await queryRunner.query('DROP TABLE "booking_request_offer"');
    await queryRunner.query('DROP INDEX "public"."IDX_13eccb6801217882e17ba7e53e"');
    await queryRunner.query('DROP INDEX "public"."IDX_d878c16d31ec6fdb7da6361ae6"');
    await queryRunner.query('DROP TABLE "booking_request"');
    await queryRunner.query('DROP TABLE "discount_code"');
  }
}
