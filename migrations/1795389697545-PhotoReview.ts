import type { MigrationInterface, QueryRunner } from 'typeorm';

export class PhotoReview1795389697545 implements MigrationInterface {
  name = 'PhotoReview1795389697545';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "photo" ADD "review_state" text NOT NULL DEFAULT \'APPROVED\'');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "photo" DROP COLUMN "review_state"');
  }
}
