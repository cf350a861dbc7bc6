import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Scheduling1795346249490 implements MigrationInterface {
  name = 'Scheduling1795346249490';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // For the exclusion constraint that keeps seasons of a service from overlapping.
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    await queryRunner.query(
      'CREATE TABLE "calendar_feed" ("owner_id" integer NOT NULL, "token" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_8c709ae87a9c6a72eb1976d7a73" UNIQUE ("token"), CONSTRAINT "PK_523c807b8a36595755f6907ad9a" PRIMARY KEY ("owner_id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "working_time" ("id" SERIAL NOT NULL, "season_id" integer NOT NULL, "start_hour" smallint NOT NULL, "start_minute" smallint NOT NULL, "end_hour" smallint NOT NULL, "end_minute" smallint NOT NULL, "weekdays" text array NOT NULL, CONSTRAINT "PK_e83baf54ea56298ebc26f35fbd3" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_438c0554b9f66e269d454a9a1c" ON "working_time"  ("season_id") ');
    await queryRunner.query(
      'CREATE TABLE "booking_time" ("id" SERIAL NOT NULL, "season_id" integer NOT NULL, "hour" smallint NOT NULL, "minute" smallint NOT NULL, CONSTRAINT "PK_cc7698d79beedb6e236836eb342" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_1491c689ae01d857dc25de5594" ON "booking_time"  ("season_id", "hour", "minute") ');
    await queryRunner.query(
      'CREATE TABLE "unavailable_date" ("id" SERIAL NOT NULL, "season_id" integer NOT NULL, "date" date NOT NULL, CONSTRAINT "PK_b93b430f5281b7512aef2e238a0" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_42ad26ca037c49f53260c9c536" ON "unavailable_date"  ("season_id", "date") ');
    await queryRunner.query(
      'CREATE TABLE "season" ("id" SERIAL NOT NULL, "service_id" integer NOT NULL, "name" text NOT NULL, "booking_type" text NOT NULL DEFAULT \'START_TIMES\', "start_date" date NOT NULL, "end_date" date NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "EXCL_season_no_overlap" EXCLUDE USING gist ("service_id" WITH =, daterange("start_date", "end_date", \'[]\') WITH &&), CONSTRAINT "PK_8ac0d081dbdb7ab02d166bcda9f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_6e8486aef1f4dd1fc921abc751" ON "season"  ("service_id") ');
    await queryRunner.query(
      'CREATE TABLE "slot" ("id" SERIAL NOT NULL, "service_id" integer NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_5b1f733c4ba831a51f3c114607b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_862d9b479a02a234dd05729361" ON "slot"  ("service_id", "starts_at") ');
    await queryRunner.query(
      'CREATE TABLE "hold" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "slot_id" integer NOT NULL, "service_id" integer NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "people" integer NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE, "released_at" TIMESTAMP WITH TIME ZONE, "label" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d955539abc6b1b33382b0d34f1b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_afea6ecb217861e530758c16d8" ON "hold"  ("service_id", "starts_at") ');
    await queryRunner.query('CREATE INDEX "IDX_a7b3d5e015dbcf554e5e407fce" ON "hold"  ("slot_id") ');
    await queryRunner.query(
      'ALTER TABLE "calendar_feed" ADD CONSTRAINT "FK_523c807b8a36595755f6907ad9a" FOREIGN KEY ("owner_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "working_time" ADD CONSTRAINT "FK_438c0554b9f66e269d454a9a1c1" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "booking_time" ADD CONSTRAINT "FK_ae58940c8dd2a5ea1ecc58a97f8" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "unavailable_date" ADD CONSTRAINT "FK_573b7a5d253a5e6498b3e4d066f" FOREIGN KEY ("season_id") REFERENCES "season"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "season" ADD CONSTRAINT "FK_6e8486aef1f4dd1fc921abc751d" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "slot" ADD CONSTRAINT "FK_1bcc3f23952b4e0f372ce2ee70d" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "hold" ADD CONSTRAINT "FK_a7b3d5e015dbcf554e5e407fce3" FOREIGN KEY ("slot_id") REFERENCES "slot"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "hold" ADD CONSTRAINT "CHK_hold_people_positive" CHECK ("people" > 0)');
    // Availability and capacity read live holds of a service by start.
    await queryRunner.query(
      'CREATE INDEX "IDX_hold_live" ON "hold" ("service_id", "starts_at") INCLUDE ("people", "expires_at") WHERE "released_at" IS NULL',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_hold_live"');
    await queryRunner.query('ALTER TABLE "hold" DROP CONSTRAINT "CHK_hold_people_positive"');
    await queryRunner.query('ALTER TABLE "hold" DROP CONSTRAINT "FK_a7b3d5e015dbcf554e5e407fce3"');
    await queryRunner.query('ALTER TABLE "slot" DROP CONSTRAINT "FK_1bcc3f23952b4e0f372ce2ee70d"');
    await queryRunner.query('ALTER TABLE "season" DROP CONSTRAINT "FK_6e8486aef1f4dd1fc921abc751d"');
    await queryRunner.query('ALTER TABLE "unavailable_date" DROP CONSTRAINT "FK_573b7a5d253a5e6498b3e4d066f"');
    await queryRunner.query('ALTER TABLE "booking_time" DROP CONSTRAINT "FK_ae58940c8dd2a5ea1ecc58a97f8"');
    await queryRunner.query('ALTER TABLE "working_time" DROP CONSTRAINT "FK_438c0554b9f66e269d454a9a1c1"');
    await queryRunner.query('ALTER TABLE "calendar_feed" DROP CONSTRAINT "FK_523c807b8a36595755f6907ad9a"');
    await queryRunner.query('DROP INDEX "public"."IDX_a7b3d5e015dbcf554e5e407fce"');
    await queryRunner.query('DROP INDEX "public"."IDX_afea6ecb217861e530758c16d8"');
    await queryRunner.query('DROP TABLE "hold"');
    await queryRunner.query('DROP INDEX "public"."IDX_862d9b479a02a234dd05729361"');
    await queryRunner.query('DROP TABLE "slot"');
    await queryRunner.query('DROP INDEX "public"."IDX_6e8486aef1f4dd1fc921abc751"');
    await queryRunner.query('DROP TABLE "season"');
    await queryRunner.query('DROP INDEX "public"."IDX_42ad26ca037c49f53260c9c536"');
    await queryRunner.query('DROP TABLE "unavailable_date"');
    await queryRunner.query('DROP INDEX "public"."IDX_1491c689ae01d857dc25de5594"');
    await queryRunner.query('DROP TABLE "booking_time"');
    await queryRunner.query('DROP INDEX "public"."IDX_438c0554b9f66e269d454a9a1c"');
    await queryRunner.query('DROP TABLE "working_time"');
    await queryRunner.query('DROP TABLE "calendar_feed"');
  }
}
