import type { MigrationInterface, QueryRunner } from 'typeorm';

export class RateLimitBackoff1795377783103 implements MigrationInterface {
  name = 'RateLimitBackoff1795377783103';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "known_address" ("user_id" integer NOT NULL, "address" text NOT NULL, "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_cc2fe3a47ef0a45e7176cb2bda0" PRIMARY KEY ("user_id", "address"))',
    );
    await queryRunner.query('ALTER TABLE "rate_limit" ADD "blocked_until" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'ALTER TABLE "known_address" ADD CONSTRAINT "FK_904d8278c1924098e2c18777719" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "known_address" DROP CONSTRAINT "FK_904d8278c1924098e2c18777719"');
    await queryRunner.query('ALTER TABLE "rate_limit" DROP COLUMN "blocked_until"');
    await queryRunner.query('DROP TABLE "known_address"');
  }
}
