import type { MigrationInterface, QueryRunner } from 'typeorm';

// Places per start become a setting of their own (existing services keep their maximum people);
// holds get a state and an owner reference; services and offers are archived instead of deleted,
// and slots and holds no longer vanish by cascade.
export class Capacity1795377605438 implements MigrationInterface {
  name = 'Capacity1795377605438';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "slot" DROP CONSTRAINT "FK_1bcc3f23952b4e0f372ce2ee70d"');
    await queryRunner.query('ALTER TABLE "hold" DROP CONSTRAINT "FK_a7b3d5e015dbcf554e5e407fce3"');
    await queryRunner.query('ALTER TABLE "service" ADD "places_per_start" integer');
    await queryRunner.query('UPDATE "service" SET "places_per_start" = "max_people"');
    await queryRunner.query('ALTER TABLE "service" ALTER COLUMN "places_per_start" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "service" ADD "archived_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "offer" ADD "archived_at" TIMESTAMP WITH TIME ZONE');
    // An archived offer's name can be used again.
    await queryRunner.query('DROP INDEX "UQ_offer_service_name"');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_offer_service_name" ON "offer" ("service_id", lower("name")) WHERE "archived_at" IS NULL',
    );
    await queryRunner.query('ALTER TABLE "hold" ADD "reference" text');
    await queryRunner.query('UPDATE "hold" SET "reference" = \'hold:\' || "id"');
    await queryRunner.query('ALTER TABLE "hold" ALTER COLUMN "reference" SET NOT NULL');
    await queryRunner.query('ALTER TABLE "hold" ADD "state" text NOT NULL DEFAULT \'HELD\'');
    await queryRunner.query('ALTER TABLE "hold" ADD "confirmed_at" TIMESTAMP WITH TIME ZONE');
    // Before: released_at set = released, no expiry = confirmed.
    await queryRunner.query(
      'UPDATE "hold" SET "state" = CASE WHEN "released_at" IS NOT NULL THEN \'RELEASED\' WHEN "expires_at" IS NULL THEN \'CONFIRMED\' ELSE \'HELD\' END',
    );
    await queryRunner.query('UPDATE "hold" SET "confirmed_at" = "created_at", "expires_at" = "created_at" WHERE "expires_at" IS NULL');
    await queryRunner.query('ALTER TABLE "hold" ALTER COLUMN "expires_at" SET NOT NULL');
    await queryRunner.query('DROP INDEX "public"."IDX_hold_live"');
    // Availability and capacity read the holds that may count, by service and start.
    await queryRunner.query(
      'CREATE INDEX "IDX_hold_live" ON "hold" ("service_id", "starts_at") INCLUDE ("people", "state", "expires_at") WHERE "state" IN (\'HELD\', \'CONFIRMED\')',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_hold_reference" ON "hold"  ("reference") ');
    await queryRunner.query('ALTER TABLE "service" ADD CONSTRAINT "CHK_service_places_per_start" CHECK ("places_per_start" >= 1)');
    await queryRunner.query(
      'ALTER TABLE "hold" ADD CONSTRAINT "CHK_hold_state" CHECK ("state" IN (\'HELD\', \'CONFIRMED\', \'RELEASED\'))',
    );
    await queryRunner.query(
      'ALTER TABLE "slot" ADD CONSTRAINT "FK_1bcc3f23952b4e0f372ce2ee70d" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "hold" ADD CONSTRAINT "FK_a7b3d5e015dbcf554e5e407fce3" FOREIGN KEY ("slot_id") REFERENCES "slot"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "hold" ADD CONSTRAINT "FK_153b24d5a6a97e1f5ca9b0dc364" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "hold" DROP CONSTRAINT "FK_153b24d5a6a97e1f5ca9b0dc364"');
    await queryRunner.query('ALTER TABLE "hold" DROP CONSTRAINT "FK_a7b3d5e015dbcf554e5e407fce3"');
    await queryRunner.query('ALTER TABLE "slot" DROP CONSTRAINT "FK_1bcc3f23952b4e0f372ce2ee70d"');
    await queryRunner.query('ALTER TABLE "hold" DROP CONSTRAINT "CHK_hold_state"');
    await queryRunner.query('ALTER TABLE "service" DROP CONSTRAINT "CHK_service_places_per_start"');
    await queryRunner.query('DROP INDEX "public"."UQ_hold_reference"');
    await queryRunner.query('DROP INDEX "public"."IDX_hold_live"');
    await queryRunner.query('ALTER TABLE "hold" ALTER COLUMN "expires_at" DROP NOT NULL');
    await queryRunner.query('UPDATE "hold" SET "released_at" = COALESCE("released_at", now()) WHERE "state" = \'RELEASED\'');
    await queryRunner.query('UPDATE "hold" SET "expires_at" = NULL WHERE "state" = \'CONFIRMED\'');
    await queryRunner.query(
      'CREATE INDEX "IDX_hold_live" ON "hold" ("service_id", "starts_at") INCLUDE ("people", "expires_at") WHERE "released_at" IS NULL',
    );
    await queryRunner.query('ALTER TABLE "hold" DROP COLUMN "confirmed_at"');
    await queryRunner.query('ALTER TABLE "hold" DROP COLUMN "state"');
    await queryRunner.query('ALTER TABLE "hold" DROP COLUMN "reference"');
    await queryRunner.query('DROP INDEX "UQ_offer_service_name"');
    await queryRunner.query('DELETE FROM "offer" WHERE "archived_at" IS NOT NULL');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_offer_service_name" ON "offer" ("service_id", lower("name"))');
    await queryRunner.query('ALTER TABLE "offer" DROP COLUMN "archived_at"');
    await queryRunner.query('ALTER TABLE "service" DROP COLUMN "archived_at"');
    await queryRunner.query('ALTER TABLE "service" DROP COLUMN "places_per_start"');
    await queryRunner.query(
      'ALTER TABLE "hold" ADD CONSTRAINT "FK_a7b3d5e015dbcf554e5e407fce3" FOREIGN KEY ("slot_id") REFERENCES "slot"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "slot" ADD CONSTRAINT "FK_1bcc3f23952b4e0f372ce2ee70d" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }
}
