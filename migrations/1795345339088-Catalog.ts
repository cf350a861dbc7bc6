import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Catalog1795345339088 implements MigrationInterface {
  name = 'Catalog1795345339088';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "activity_type" ("id" SERIAL NOT NULL, "slug" text NOT NULL, "name_en" text NOT NULL, "name_hr" text NOT NULL, CONSTRAINT "UQ_dcf02c3d8bda7b9eed222b09e97" UNIQUE ("slug"), CONSTRAINT "PK_fc087d79002cef578e27dd9fdab" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "company" ("id" SERIAL NOT NULL, "owner_id" integer NOT NULL, "legal_name" text NOT NULL, "address" text NOT NULL, "zip_code" text NOT NULL, "town" text NOT NULL, "country" character(2) NOT NULL, "contact_mobile" text NOT NULL, "vat_number" text NOT NULL, "account_owner_name" text NOT NULL, "iban" text NOT NULL, "primary_activity_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_0c6ea8a32565efcb512e572d61d" UNIQUE ("owner_id"), CONSTRAINT "REL_0c6ea8a32565efcb512e572d61" UNIQUE ("owner_id"), CONSTRAINT "PK_056f7854a7afdba7cbd6d45fc20" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "brand" ("id" SERIAL NOT NULL, "company_id" integer NOT NULL, "name" text NOT NULL, "activity_type_id" integer NOT NULL, "address" text NOT NULL, "latitude" double precision NOT NULL, "longitude" double precision NOT NULL, "description" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_a5d20765ddd942eb5de4eee2d7f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_989bbcbbbd77be6eeba9167e73" ON "brand"  ("company_id") ');
    await queryRunner.query(
      'CREATE TABLE "service" ("id" SERIAL NOT NULL, "brand_id" integer NOT NULL, "title" text NOT NULL, "category_id" integer NOT NULL, "region_id" integer NOT NULL, "description" text NOT NULL, "owner_statement" text NOT NULL, "micro_location" text NOT NULL, "included" text array NOT NULL DEFAULT \'{}\', "characteristics" text array NOT NULL DEFAULT \'{}\', "remark" text, "arrival_instructions" text, "meeting_point" text NOT NULL, "meeting_latitude" double precision NOT NULL, "meeting_longitude" double precision NOT NULL, "country" character(2) NOT NULL DEFAULT \'HR\', "distances" jsonb NOT NULL DEFAULT \'[]\', "min_people" integer NOT NULL, "max_people" integer NOT NULL, "advance_hours" integer NOT NULL DEFAULT \'24\', "answer_minutes" integer NOT NULL, "cancellation_policy" text NOT NULL, "cancellation_before" integer, "exclusive" boolean NOT NULL DEFAULT false, "enabled" boolean NOT NULL DEFAULT true, "status" text NOT NULL DEFAULT \'DRAFT\', "review_note" text, "submitted_at" TIMESTAMP WITH TIME ZONE, "approved_at" TIMESTAMP WITH TIME ZONE, "booking_count" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_85a21558c006647cd76fdce044b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_3afd9b8779b8befe190b0d6ba4" ON "service"  ("status", "enabled") ');
    await queryRunner.query('CREATE INDEX "IDX_34462180efb71bd6e222ae6a98" ON "service"  ("brand_id") ');
    await queryRunner.query(
      'CREATE TABLE "offer" ("id" SERIAL NOT NULL, "service_id" integer NOT NULL, "name" text NOT NULL, "description" text, "duration_minutes" integer, "difficulty" text, "price_type" text NOT NULL, "group_size" integer NOT NULL DEFAULT \'1\', "price_cents" integer NOT NULL, "discount_price_cents" integer, "sort_order" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_57c6ae1abe49201919ef68de900" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_d1d5fd00b75a956ec8fb5f2b5e" ON "offer"  ("service_id") ');
    await queryRunner.query(
      'CREATE TABLE "photo" ("id" SERIAL NOT NULL, "service_id" integer NOT NULL, "file_name" text NOT NULL, "description" text NOT NULL DEFAULT \'\', "is_primary" boolean NOT NULL DEFAULT false, "width" integer NOT NULL, "height" integer NOT NULL, "sort_order" integer NOT NULL DEFAULT \'0\', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_73d218fa53174e6e266b4721a7e" UNIQUE ("file_name"), CONSTRAINT "PK_723fa50bf70dcfd06fb5a44d4ff" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_photo_one_primary_per_service" ON "photo"  ("service_id") WHERE "is_primary"');
    await queryRunner.query('CREATE INDEX "IDX_be8ddf0f600764fa717745b3ed" ON "photo"  ("service_id") ');
    await queryRunner.query(
      'CREATE TABLE "service_tag" ("service_id" integer NOT NULL, "tag_id" integer NOT NULL, CONSTRAINT "PK_4defa9bfec12bf41f8ae6a4557d" PRIMARY KEY ("service_id", "tag_id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_927a6aed1a1a4f61d59fb5365f" ON "service_tag"  ("service_id") ');
    await queryRunner.query('CREATE INDEX "IDX_2f186dca3462536789b1df970d" ON "service_tag"  ("tag_id") ');
    await queryRunner.query(
      'CREATE TABLE "service_amenity" ("service_id" integer NOT NULL, "amenity_id" integer NOT NULL, CONSTRAINT "PK_3cdb4263f43f2b338a77d5f5780" PRIMARY KEY ("service_id", "amenity_id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_cb7044d1f3d348fccd1b5be8f9" ON "service_amenity"  ("service_id") ');
    await queryRunner.query('CREATE INDEX "IDX_f3868d0d7408aef5795dcaadbb" ON "service_amenity"  ("amenity_id") ');
    await queryRunner.query(
      'CREATE TABLE "service_language" ("service_id" integer NOT NULL, "language_code" character varying(3) NOT NULL, CONSTRAINT "PK_56734a8e9f863492abc866d1278" PRIMARY KEY ("service_id", "language_code"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_d6dc40b68b22bd487b85cc2a82" ON "service_language"  ("service_id") ');
    await queryRunner.query('CREATE INDEX "IDX_d0f5bcd943d43c18be344d443f" ON "service_language"  ("language_code") ');
    await queryRunner.query(
      'CREATE TABLE "service_payment_type" ("service_id" integer NOT NULL, "payment_type_id" integer NOT NULL, CONSTRAINT "PK_7a791ca036e7f8853138160c854" PRIMARY KEY ("service_id", "payment_type_id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_8ca8171895674b8c98cdfa14ea" ON "service_payment_type"  ("service_id") ');
    await queryRunner.query('CREATE INDEX "IDX_c28111b30f1d058064a6f8d570" ON "service_payment_type"  ("payment_type_id") ');
    await queryRunner.query(
      'ALTER TABLE "company" ADD CONSTRAINT "FK_0c6ea8a32565efcb512e572d61d" FOREIGN KEY ("owner_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "company" ADD CONSTRAINT "FK_0c029d76fb1f56f1b577af2edd0" FOREIGN KEY ("primary_activity_id") REFERENCES "activity_type"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "brand" ADD CONSTRAINT "FK_989bbcbbbd77be6eeba9167e73b" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "brand" ADD CONSTRAINT "FK_247a6b4fbdbf8906bc806c3fe86" FOREIGN KEY ("activity_type_id") REFERENCES "activity_type"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "service" ADD CONSTRAINT "FK_34462180efb71bd6e222ae6a985" FOREIGN KEY ("brand_id") REFERENCES "brand"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "service" ADD CONSTRAINT "FK_9d513b39d251063f98f2a7b941d" FOREIGN KEY ("category_id") REFERENCES "category"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "service" ADD CONSTRAINT "FK_bdf437dbfb5e31d98a7ac457040" FOREIGN KEY ("region_id") REFERENCES "region"("id") ON DELETE NO ACTION ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "offer" ADD CONSTRAINT "FK_d1d5fd00b75a956ec8fb5f2b5e3" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "photo" ADD CONSTRAINT "FK_be8ddf0f600764fa717745b3ed4" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "service_tag" ADD CONSTRAINT "FK_927a6aed1a1a4f61d59fb5365f7" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "service_tag" ADD CONSTRAINT "FK_2f186dca3462536789b1df970d0" FOREIGN KEY ("tag_id") REFERENCES "tag"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "service_amenity" ADD CONSTRAINT "FK_cb7044d1f3d348fccd1b5be8f98" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "service_amenity" ADD CONSTRAINT "FK_f3868d0d7408aef5795dcaadbb6" FOREIGN KEY ("amenity_id") REFERENCES "amenity"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "service_language" ADD CONSTRAINT "FK_d6dc40b68b22bd487b85cc2a824" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "service_language" ADD CONSTRAINT "FK_d0f5bcd943d43c18be344d443f1" FOREIGN KEY ("language_code") REFERENCES "language"("code") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "service_payment_type" ADD CONSTRAINT "FK_8ca8171895674b8c98cdfa14eaf" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
    await queryRunner.query(
      'ALTER TABLE "service_payment_type" ADD CONSTRAINT "FK_c28111b30f1d058064a6f8d570e" FOREIGN KEY ("payment_type_id") REFERENCES "payment_type"("id") ON DELETE CASCADE ON UPDATE CASCADE',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "service_payment_type" DROP CONSTRAINT "FK_c28111b30f1d058064a6f8d570e"');
    await queryRunner.query('ALTER TABLE "service_payment_type" DROP CONSTRAINT "FK_8ca8171895674b8c98cdfa14eaf"');
    await queryRunner.query('ALTER TABLE "service_language" DROP CONSTRAINT "FK_d0f5bcd943d43c18be344d443f1"');
    await queryRunner.query('ALTER TABLE "service_language" DROP CONSTRAINT "FK_d6dc40b68b22bd487b85cc2a824"');
    await queryRunner.query('ALTER TABLE "service_amenity" DROP CONSTRAINT "FK_f3868d0d7408aef5795dcaadbb6"');
    await queryRunner.query('ALTER TABLE "service_amenity" DROP CONSTRAINT "FK_cb7044d1f3d348fccd1b5be8f98"');
    await queryRunner.query('ALTER TABLE "service_tag" DROP CONSTRAINT "FK_2f186dca3462536789b1df970d0"');
    await queryRunner.query('ALTER TABLE "service_tag" DROP CONSTRAINT "FK_927a6aed1a1a4f61d59fb5365f7"');
    await queryRunner.query('ALTER TABLE "photo" DROP CONSTRAINT "FK_be8ddf0f600764fa717745b3ed4"');
    await queryRunner.query('ALTER TABLE "offer" DROP CONSTRAINT "FK_d1d5fd00b75a956ec8fb5f2b5e3"');
    await queryRunner.query('ALTER TABLE "service" DROP CONSTRAINT "FK_bdf437dbfb5e31d98a7ac457040"');
    await queryRunner.query('ALTER TABLE "service" DROP CONSTRAINT "FK_9d513b39d251063f98f2a7b941d"');
    await queryRunner.query('ALTER TABLE "service" DROP CONSTRAINT "FK_34462180efb71bd6e222ae6a985"');
    await queryRunner.query('ALTER TABLE "brand" DROP CONSTRAINT "FK_247a6b4fbdbf8906bc806c3fe86"');
    await queryRunner.query('ALTER TABLE "brand" DROP CONSTRAINT "FK_989bbcbbbd77be6eeba9167e73b"');
    await queryRunner.query('ALTER TABLE "company" DROP CONSTRAINT "FK_0c029d76fb1f56f1b577af2edd0"');
    await queryRunner.query('ALTER TABLE "company" DROP CONSTRAINT "FK_0c6ea8a32565efcb512e572d61d"');
    await queryRunner.query('DROP INDEX "public"."IDX_c28111b30f1d058064a6f8d570"');
    await queryRunner.query('DROP INDEX "public"."IDX_8ca8171895674b8c98cdfa14ea"');
    await queryRunner.query('DROP TABLE "service_payment_type"');
    await queryRunner.query('DROP INDEX "public"."IDX_d0f5bcd943d43c18be344d443f"');
    await queryRunner.query('DROP INDEX "public"."IDX_d6dc40b68b22bd487b85cc2a82"');
    await queryRunner.query('DROP TABLE "service_language"');
    await queryRunner.query('DROP INDEX "public"."IDX_f3868d0d7408aef5795dcaadbb"');
    await queryRunner.query('DROP INDEX "public"."IDX_cb7044d1f3d348fccd1b5be8f9"');
    await queryRunner.query('DROP TABLE "service_amenity"');
    await queryRunner.query('DROP INDEX "public"."IDX_2f186dca3462536789b1df970d"');
    await queryRunner.query('DROP INDEX "public"."IDX_927a6aed1a1a4f61d59fb5365f"');
    await queryRunner.query('DROP TABLE "service_tag"');
    await queryRunner.query('DROP INDEX "public"."IDX_be8ddf0f600764fa717745b3ed"');
    await queryRunner.query('DROP INDEX "public"."UQ_photo_one_primary_per_service"');
    await queryRunner.query('DROP TABLE "photo"');
    await queryRunner.query('DROP INDEX "public"."IDX_d1d5fd00b75a956ec8fb5f2b5e"');
    await queryRunner.query('DROP TABLE "offer"');
    await queryRunner.query('DROP INDEX "public"."IDX_34462180efb71bd6e222ae6a98"');
    await queryRunner.query('DROP INDEX "public"."IDX_3afd9b8779b8befe190b0d6ba4"');
    await queryRunner.query('DROP TABLE "service"');
    await queryRunner.query('DROP INDEX "public"."IDX_989bbcbbbd77be6eeba9167e73"');
    await queryRunner.query('DROP TABLE "brand"');
    await queryRunner.query('DROP TABLE "company"');
    await queryRunner.query('DROP TABLE "activity_type"');
  }
}
