import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RevisionVersion1795389519866 implements MigrationInterface {
  name = 'RevisionVersion1795389519866';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "service_revision" ADD "version" integer NOT NULL DEFAULT 1');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "service_revision" DROP COLUMN "version"');
  }
}
