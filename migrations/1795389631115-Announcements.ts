import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Announcements1795389631115 implements MigrationInterface {
  name = 'Announcements1795389631115';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "announcement" ("id" SERIAL NOT NULL, "title_en" text NOT NULL, "title_hr" text NOT NULL, "text_en" text NOT NULL, "text_hr" text NOT NULL, "link" text, "publish_from" date, "publish_until" date, "sort_order" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e0ef0550174fd1099a308fd18a0" PRIMARY KEY ("id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "announcement"');
  }
}
