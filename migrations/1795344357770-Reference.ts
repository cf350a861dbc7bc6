import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Reference1795344357770 implements MigrationInterface {
  name = 'Reference1795344357770';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "country" ("code" character(2) NOT NULL, "name_en" text NOT NULL, "name_hr" text NOT NULL, "calling_code" text, CONSTRAINT "PK_8ff4c23dc9a3f3856555bd86186" PRIMARY KEY ("code"))',
    );
    await queryRunner.query(
      'CREATE TABLE "region" ("id" SERIAL NOT NULL, "slug" text NOT NULL, "name_en" text NOT NULL, "name_hr" text NOT NULL, "sort_order" integer NOT NULL, CONSTRAINT "UQ_3841e4e5f60d832922848a1252e" UNIQUE ("slug"), CONSTRAINT "PK_5f48ffc3af96bc486f5f3f3a6da" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "tag" ("id" SERIAL NOT NULL, "category_id" integer NOT NULL, "slug" text NOT NULL, "name_en" text NOT NULL, "name_hr" text NOT NULL, CONSTRAINT "PK_8e4052373c579afc1471f526760" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_50031e4a1e15b3eccf5e5518f5" ON "tag"  ("category_id", "slug") ');
    await queryRunner.query(
      'CREATE TABLE "category" ("id" SERIAL NOT NULL, "slug" text NOT NULL, "name_en" text NOT NULL, "name_hr" text NOT NULL, "sort_order" integer NOT NULL, CONSTRAINT "UQ_cb73208f151aa71cdd78f662d70" UNIQUE ("slug"), CONSTRAINT "PK_9c4e4a89e3674fc9f382d733f03" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "amenity" ("id" SERIAL NOT NULL, "slug" text NOT NULL, "name_en" text NOT NULL, "name_hr" text NOT NULL, CONSTRAINT "UQ_8986f548e443edb88ac9f2ef714" UNIQUE ("slug"), CONSTRAINT "PK_f981de7b1a822823e5f31da10dc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "language" ("code" character varying(3) NOT NULL, "name_en" text NOT NULL, "name_hr" text NOT NULL, "native_name" text NOT NULL, CONSTRAINT "PK_465b3173cdddf0ac2d3fe73a33c" PRIMARY KEY ("code"))',
    );
    await queryRunner.query(
      'CREATE TABLE "payment_type" ("id" SERIAL NOT NULL, "code" text NOT NULL, "name_en" text NOT NULL, "name_hr" text NOT NULL, CONSTRAINT "UQ_283872008b0c86588e77e1e22af" UNIQUE ("code"), CONSTRAINT "PK_4f301e328eaf2127773c889ab94" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "tag" ADD CONSTRAINT "FK_3249fd70734f41f513a1d5d3ef7" FOREIGN KEY ("category_id") REFERENCES "category"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "tag" DROP CONSTRAINT "FK_3249fd70734f41f513a1d5d3ef7"');
    await queryRunner.query('DROP TABLE "payment_type"');
    await queryRunner.query('DROP TABLE "language"');
    await queryRunner.query('DROP TABLE "amenity"');
    await queryRunner.query('DROP TABLE "category"');
    await queryRunner.query('DROP INDEX "public"."IDX_50031e4a1e15b3eccf5e5518f5"');
    await queryRunner.query('DROP TABLE "tag"');
    await queryRunner.query('DROP TABLE "region"');
    await queryRunner.query('DROP TABLE "country"');
  }
}
