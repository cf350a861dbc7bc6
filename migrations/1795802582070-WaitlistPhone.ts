import type { MigrationInterface, QueryRunner } from 'typeorm';

// A waitlist entry may carry the guest's mobile number (E.164): the offer is then texted as well as emailed.

export class WaitlistPhone1795802582070 implements MigrationInterface {
  name = 'WaitlistPhone1795802582070';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "waitlist_entry" ADD "phone" text');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "waitlist_entry" DROP COLUMN "phone"');
  }
}
