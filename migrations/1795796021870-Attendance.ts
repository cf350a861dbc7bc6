import type { MigrationInterface, QueryRunner } from 'typeorm';

// Attendance of an accepted reservation (issue 24): when and by whom the guest was checked in at the
// door, or marked as a no-show after the day ended; never both, and only on an accepted reservation.
// The check-in module writes them; reviews read them (a no-show may not review).

export class Attendance1795796021870 implements MigrationInterface {
  name = 'Attendance1795796021870';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservation" ADD "checked_in_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "reservation" ADD "checked_in_by_user_id" integer');
    await queryRunner.query('ALTER TABLE "reservation" ADD "no_show_at" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "reservation" ADD "no_show_by_user_id" integer');
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "CHK_reservation_attendance" CHECK (("checked_in_at" IS NULL OR "no_show_at" IS NULL) AND (("checked_in_at" IS NULL AND "no_show_at" IS NULL) OR "state" = \'ACCEPTED\'))',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_68ec315b3c5ff906f0cf2f05268" FOREIGN KEY ("checked_in_by_user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation" ADD CONSTRAINT "FK_a872e34c20faffcd60485f6ae6d" FOREIGN KEY ("no_show_by_user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_a872e34c20faffcd60485f6ae6d"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "FK_68ec315b3c5ff906f0cf2f05268"');
    await queryRunner.query('ALTER TABLE "reservation" DROP CONSTRAINT "CHK_reservation_attendance"');
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "no_show_by_user_id"');
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "no_show_at"');
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "checked_in_by_user_id"');
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "checked_in_at"');
  }
}
