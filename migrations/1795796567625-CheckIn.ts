import type { MigrationInterface, QueryRunner } from 'typeorm';

// Check-in (issue 24): each tap of the provider's device is kept with its nonce (unique per company)
// and the answer it got, so a retried tap answers the same instead of "already checked in". The
// check-in itself lives on the reservation (migration Attendance); its event in reservation_event.

export class CheckIn1795796567625 implements MigrationInterface {
  name = 'CheckIn1795796567625';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "check_in_attempt" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "nonce" uuid NOT NULL, "reservation_id" integer NOT NULL, "user_id" integer, "answer" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_87403482fb53795d0a3d3e84024" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_check_in_attempt_reservation" ON "check_in_attempt"  ("reservation_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_check_in_attempt_nonce" ON "check_in_attempt"  ("company_id", "nonce") ');
    await queryRunner.query(
      'ALTER TABLE "check_in_attempt" ADD CONSTRAINT "FK_9d56382d61335e5cf2df83e01ac" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "check_in_attempt" ADD CONSTRAINT "FK_070f1f3a1d105807ae96f07917b" FOREIGN KEY ("reservation_id") REFERENCES "reservation"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "check_in_attempt" DROP CONSTRAINT "FK_070f1f3a1d105807ae96f07917b"');
    await queryRunner.query('ALTER TABLE "check_in_attempt" DROP CONSTRAINT "FK_9d56382d61335e5cf2df83e01ac"');
    await queryRunner.query('DROP INDEX "public"."UQ_check_in_attempt_nonce"');
    await queryRunner.query('DROP INDEX "public"."IDX_check_in_attempt_reservation"');
    await queryRunner.query('DROP TABLE "check_in_attempt"');
  }
}
