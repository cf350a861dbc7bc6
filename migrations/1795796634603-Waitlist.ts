// The waitlist of issue 24: guests in line for a full start (waitlist_entry), served in order (id)
// when places free up. One entry in line per email and start (the partial unique index makes joining
// again idempotent); the (service, start, state) index is what serving a start and the sweep read.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Waitlist1795796634603 implements MigrationInterface {
  name = 'Waitlist1795796634603';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "waitlist_entry" ("id" SERIAL NOT NULL, "service_id" integer NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "date" text NOT NULL, "start_time" text NOT NULL, "people" integer NOT NULL, "offers" jsonb NOT NULL, "user_id" integer, "email" text NOT NULL, "language" text NOT NULL DEFAULT \'en\', "state" text NOT NULL DEFAULT \'WAITING\', "hold_id" uuid, "offer_round" integer NOT NULL DEFAULT \'0\', "offered_at" TIMESTAMP WITH TIME ZONE, "offer_expires_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_waitlist_entry_state" CHECK ("state" IN (\'WAITING\', \'OFFERED\', \'SERVED\', \'EXPIRED\', \'LEFT\')), CONSTRAINT "CHK_waitlist_entry_people" CHECK ("people" > 0), CONSTRAINT "PK_77e5b27d89e0b1795ea07ef32f8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_waitlist_entry_active" ON "waitlist_entry"  ("service_id", "starts_at", "email") WHERE "state" IN (\'WAITING\', \'OFFERED\')',
    );
    await queryRunner.query('CREATE INDEX "IDX_waitlist_entry_start" ON "waitlist_entry"  ("service_id", "starts_at", "state") ');
    await queryRunner.query(
      'ALTER TABLE "waitlist_entry" ADD CONSTRAINT "FK_93b09f74efecad37f8f27cd0a8a" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "waitlist_entry" ADD CONSTRAINT "FK_e7479970268e6e572b1211bef26" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "waitlist_entry" DROP CONSTRAINT "FK_e7479970268e6e572b1211bef26"');
    await queryRunner.query('ALTER TABLE "waitlist_entry" DROP CONSTRAINT "FK_93b09f74efecad37f8f27cd0a8a"');
    await queryRunner.query('DROP INDEX "public"."IDX_waitlist_entry_start"');
    await queryRunner.query('DROP INDEX "public"."UQ_waitlist_entry_active"');
    await queryRunner.query('DROP TABLE "waitlist_entry"');
  }
}
