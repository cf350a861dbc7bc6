// Sales partners (issue 23): a partner profile per ROLE_PARTNER account, their objects with unique
// referral codes, visits counted per object and day, the partners chosen for exclusive services,
// a booking request's kept referral and the reservation's attribution (partner, object, share).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Partners1795785248360 implements MigrationInterface {
  name = 'Partners1795785248360';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "partner" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "legal_name" text NOT NULL, "oib" text NOT NULL, "iban" text NOT NULL, "contact_name" text NOT NULL, "contact_phone" text NOT NULL, "contact_email" text NOT NULL, "status" text NOT NULL DEFAULT \'PENDING\', "decided_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "REL_831fcbc99d6cc334936c04649a" UNIQUE ("user_id"), CONSTRAINT "partner_status_known" CHECK ("status" IN (\'PENDING\', \'APPROVED\', \'SUSPENDED\')), CONSTRAINT "PK_8f34ff11ddd5459eacbfacd48ca" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "partner_object" ("id" SERIAL NOT NULL, "partner_id" integer NOT NULL, "name" text NOT NULL, "kind" text NOT NULL, "address" text NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "beds" integer, "referral_code" text NOT NULL, "archived_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "partner_object_beds" CHECK ("beds" IS NULL OR "beds" BETWEEN 1 AND 10000), CONSTRAINT "partner_object_position" CHECK ("latitude" BETWEEN -90 AND 90 AND "longitude" BETWEEN -180 AND 180), CONSTRAINT "partner_object_kind_known" CHECK ("kind" IN (\'HOTEL\', \'APARTMENT\', \'CAMPSITE\', \'HOSTEL\', \'OTHER\')), CONSTRAINT "PK_11ee0645aa62b5a93b4953635ab" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "partner_object_partner" ON "partner_object"  ("partner_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "partner_object_referral_code" ON "partner_object"  ("referral_code") ');
    await queryRunner.query(
      'CREATE TABLE "referral_visit" ("object_id" integer NOT NULL, "day" date NOT NULL, "count" integer NOT NULL DEFAULT \'1\', CONSTRAINT "referral_visit_count" CHECK ("count" >= 1), CONSTRAINT "PK_61d01582efae560d40c4854c7c2" PRIMARY KEY ("object_id", "day"))',
    );
    await queryRunner.query(
      'CREATE TABLE "service_partner" ("service_id" integer NOT NULL, "partner_id" integer NOT NULL, CONSTRAINT "PK_e484ea7269f1fa6d192e5f88f13" PRIMARY KEY ("service_id", "partner_id"))',
    );
    await queryRunner.query('CREATE INDEX "service_partner_partner" ON "service_partner"  ("partner_id") ');
    await queryRunner.query('ALTER TABLE "booking_request" ADD "referral_code" text');
    await queryRunner.query('ALTER TABLE "booking_request" ADD "referral_visited_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "reservation" ADD "partner_id" integer');
    await queryRunner.query('ALTER TABLE "reservation" ADD "partner_object_id" integer');
    await queryRunner.query('ALTER TABLE "reservation" ADD "partner_share_bp" integer');
    await queryRunner.query('CREATE INDEX "IDX_e5c23d4943b4a58ae4da2dd6b7" ON "reservation"  ("partner_id", "starts_at") ');
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "CHK_reservation_partner" CHECK (("partner_id" IS NULL AND "partner_object_id" IS NULL AND "partner_share_bp" IS NULL) OR ("partner_id" IS NOT NULL AND "partner_object_id" IS NOT NULL AND "partner_share_bp" BETWEEN 0 AND 10000))',
    );
    await queryRunner.query(
      'ALTER TABLE "partner" ADD CONSTRAINT "FK_831fcbc99d6cc334936c04649a2" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "partner_object" ADD CONSTRAINT "FK_4acd75213b83125ad193a62c677" FOREIGN KEY ("partner_id") REFERENCES "partner"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "referral_visit" ADD CONSTRAINT "FK_27902648e6746ccd9d73e66bb37" FOREIGN KEY ("object_id") REFERENCES "partner_object"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_f90c53a7ef00e94a0f9448d08d4" FOREIGN KEY ("partner_id") REFERENCES "partner"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_4b31998034a02e977665d00e61a" FOREIGN KEY ("partner_object_id") REFERENCES "partner_object"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "service_partner" ADD CONSTRAINT "FK_5cea5a9b1ff4cf1e8e497843fe4" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "service_partner" ADD CONSTRAINT "FK_3afb0b17a2f3e7406e13bdc6006" FOREIGN KEY ("partner_id") REFERENCES "partner"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "service_partner" DROP CONSTRAINT "FK_3afb0b17a2f3e7406e13bdc6006"');
    await queryRunner.query('ALTER TABLE "service_partner" DROP CONSTRAINT "FK_5cea5a9b1ff4cf1e8e497843fe4"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_4b31998034a02e977665d00e61a"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_f90c53a7ef00e94a0f9448d08d4"');
    await queryRunner.query('ALTER TABLE "referral_visit" DROP CONSTRAINT "FK_27902648e6746ccd9d73e66bb37"');
    await queryRunner.query('ALTER TABLE "partner_object" DROP CONSTRAINT "FK_4acd75213b83125ad193a62c677"');
    await queryRunner.query('ALTER TABLE "partner" DROP CONSTRAINT "FK_831fcbc99d6cc334936c04649a2"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "CHK_reservation_partner"');
    await queryRunner.query('DROP INDEX "public"."IDX_e5c23d4943b4a58ae4da2dd6b7"');
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "partner_share_bp"');
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "partner_object_id"');
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "partner_id"');
    await queryRunner.query('ALTER TABLE "booking_request" DROP COLUMN "referral_visited_at"');
    await queryRunner.query('ALTER TABLE "booking_request" DROP COLUMN "referral_code"');
    await queryRunner.query('DROP INDEX "public"."service_partner_partner"');
    await queryRunner.query('DROP TABLE "service_partner"');
    await queryRunner.query('DROP TABLE "referral_visit"');
    await queryRunner.query('DROP INDEX "public"."partner_object_referral_code"');
    await queryRunner.query('DROP INDEX "public"."partner_object_partner"');
    await queryRunner.query('DROP TABLE "partner_object"');
    await queryRunner.query('DROP TABLE "partner"');
  }
}
