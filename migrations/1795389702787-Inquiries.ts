import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Inquiries1795389702787 implements MigrationInterface {
  name = 'Inquiries1795389702787';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "inquiry" ("id" SERIAL NOT NULL, "kind" text NOT NULL, "name" text NOT NULL, "email" text NOT NULL, "language" text NOT NULL, "phone" text, "subject" text, "message" text, "date_from" date, "date_to" date, "group_size" integer, "interests" text, "budget" integer, "consent" boolean, "category" text, "description" text, "brand_id" integer, "user_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "handled_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_3e226d0994e8bd24252dd65e1b6" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_7e50c02cb1c86b43922114dd53" ON "inquiry"  ("kind", "created_at") ');
    await queryRunner.query(
      'ALTER TABLE "inquiry" ADD CONSTRAINT "FK_85fea4e5d51d22b0f678e481fae" FOREIGN KEY ("brand_id") REFERENCES "brand"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "inquiry" ADD CONSTRAINT "FK_2e53aa5aa7ddd006a62e650fe34" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "inquiry" DROP CONSTRAINT "FK_2e53aa5aa7ddd006a62e650fe34"');
    await queryRunner.query('ALTER TABLE "inquiry" DROP CONSTRAINT "FK_85fea4e5d51d22b0f678e481fae"');
    await queryRunner.query('DROP INDEX "public"."IDX_7e50c02cb1c86b43922114dd53"');
    await queryRunner.query('DROP TABLE "inquiry"');
  }
}
