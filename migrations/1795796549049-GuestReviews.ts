// Verified guest reviews (issue 24): one review per reservation (unique index), photos, reports, and an
// append-only moderation log (a trigger refuses UPDATE, DELETE and TRUNCATE), so hiding keeps the review
// and every step stays on record. Reviews are never deleted (foreign keys RESTRICT).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class GuestReviews1795796549049 implements MigrationInterface {
  name = 'GuestReviews1795796549049';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "guest_review" ("id" SERIAL NOT NULL, "reservation_id" integer NOT NULL, "service_id" integer NOT NULL, "company_id" integer NOT NULL, "author_user_id" integer, "author_email_hash" text NOT NULL, "author_name" text NOT NULL, "author_country" character(2), "overall" integer NOT NULL, "service_quality" integer, "organisation" integer, "value_for_money" integer, "safety" integer, "text" text, "language" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "edited_at" TIMESTAMP WITH TIME ZONE, "hidden_at" TIMESTAMP WITH TIME ZONE, "hidden_reason" text, "hidden_by_user_id" integer, "reply_text" text, "reply_at" TIMESTAMP WITH TIME ZONE, "reply_edited_at" TIMESTAMP WITH TIME ZONE, "reply_by_user_id" integer, CONSTRAINT "CHK_guest_review_hidden" CHECK (("hidden_at" IS NULL AND "hidden_reason" IS NULL) OR ("hidden_at" IS NOT NULL AND "hidden_reason" IN (\'ABUSE\', \'PERSONAL_DATA\', \'NOT_ABOUT_EXPERIENCE\'))), CONSTRAINT "CHK_guest_review_language" CHECK ("language" IN (\'en\', \'hr\')), CONSTRAINT "CHK_guest_review_reply" CHECK ("reply_text" IS NULL OR char_length("reply_text") <= 2000), CONSTRAINT "CHK_guest_review_text" CHECK ("text" IS NULL OR char_length("text") <= 2000), CONSTRAINT "CHK_guest_review_sub_ratings" CHECK (("service_quality" IS NULL OR "service_quality" BETWEEN 1 AND 5) AND ("organisation" IS NULL OR "organisation" BETWEEN 1 AND 5) AND ("value_for_money" IS NULL OR "value_for_money" BETWEEN 1 AND 5) AND ("safety" IS NULL OR "safety" BETWEEN 1 AND 5)), CONSTRAINT "CHK_guest_review_overall" CHECK ("overall" BETWEEN 1 AND 5), CONSTRAINT "PK_559d11a833ff209783019154cda" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_guest_review_company_created" ON "guest_review"  ("company_id", "created_at") ');
    await queryRunner.query('CREATE INDEX "IDX_guest_review_service_created" ON "guest_review"  ("service_id", "created_at") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_guest_review_reservation" ON "guest_review"  ("reservation_id") ');
    await queryRunner.query(
      'CREATE TABLE "guest_review_photo" ("id" SERIAL NOT NULL, "review_id" integer NOT NULL, "file_name" text NOT NULL, "width" integer NOT NULL, "height" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cbbfa8df6ee5d527e1285e79afc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_guest_review_photo_review" ON "guest_review_photo"  ("review_id") ');
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_guest_review_photo_name" ON "guest_review_photo"  ("file_name") ');
    await queryRunner.query(
      'CREATE TABLE "guest_review_report" ("id" SERIAL NOT NULL, "review_id" integer NOT NULL, "reporter_user_id" integer NOT NULL, "reporter_role" text NOT NULL, "reason" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "resolved_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_guest_review_report_reason" CHECK (char_length("reason") BETWEEN 1 AND 1000), CONSTRAINT "CHK_guest_review_report_role" CHECK ("reporter_role" IN (\'PROVIDER\', \'GUEST\')), CONSTRAINT "PK_254528d6070363d3c7ecdf3bd5c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_guest_review_report_reporter" ON "guest_review_report"  ("review_id", "reporter_user_id") ',
    );
    await queryRunner.query('CREATE INDEX "IDX_guest_review_report_open" ON "guest_review_report"  ("review_id", "resolved_at") ');
    await queryRunner.query(
      'CREATE TABLE "guest_review_moderation" ("id" SERIAL NOT NULL, "review_id" integer NOT NULL, "action" text NOT NULL, "reason_code" text, "note" text, "by_user_id" integer, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_guest_review_moderation_action" CHECK ("action" IN (\'REPORTED\', \'HIDDEN\', \'UNHIDDEN\', \'REPORTS_DISMISSED\')), CONSTRAINT "PK_ea89e20e14c8dbf0e03411591db" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_guest_review_moderation_review" ON "guest_review_moderation"  ("review_id", "id") ');
    await queryRunner.query(
      'ALTER TABLE "guest_review" ADD CONSTRAINT "FK_1ba6347136c28c1bc8e76af49c4" FOREIGN KEY ("reservation_id") REFERENCES "reservation"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review" ADD CONSTRAINT "FK_7ed9f2fc17c8d8ea9faa7e6fc5c" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review" ADD CONSTRAINT "FK_fa297d420a164504ecf9be7fc20" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review" ADD CONSTRAINT "FK_51564fb725cbeb454917ac34dff" FOREIGN KEY ("author_user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review" ADD CONSTRAINT "FK_e0c1e4d5d044a5a793d0b7ba584" FOREIGN KEY ("hidden_by_user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review" ADD CONSTRAINT "FK_5c7d8662e6c6a1a4ff222e322a3" FOREIGN KEY ("reply_by_user_id") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review_photo" ADD CONSTRAINT "FK_2dad366ac6e6b3335063f72cfe1" FOREIGN KEY ("review_id") REFERENCES "guest_review"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review_report" ADD CONSTRAINT "FK_0025e6c6492ffa81e7c0cc79023" FOREIGN KEY ("review_id") REFERENCES "guest_review"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review_report" ADD CONSTRAINT "FK_d266f44ac0217aa18e6db5e2bcb" FOREIGN KEY ("reporter_user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review_moderation" ADD CONSTRAINT "FK_9afc6e517d381d43c9049df2433" FOREIGN KEY ("review_id") REFERENCES "guest_review"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      `CREATE FUNCTION guest_review_moderation_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN
         RAISE EXCEPTION 'guest_review_moderation is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
       END $$`,
    );
    await queryRunner.query(
      'CREATE TRIGGER guest_review_moderation_append_only BEFORE UPDATE OR DELETE ON guest_review_moderation FOR EACH ROW EXECUTE FUNCTION guest_review_moderation_append_only()',
    );
    await queryRunner.query(
      'CREATE TRIGGER guest_review_moderation_no_truncate BEFORE TRUNCATE ON guest_review_moderation FOR EACH STATEMENT EXECUTE FUNCTION guest_review_moderation_append_only()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER guest_review_moderation_no_truncate ON guest_review_moderation');
    await queryRunner.query('DROP TRIGGER guest_review_moderation_append_only ON guest_review_moderation');
    await queryRunner.query('DROP FUNCTION guest_review_moderation_append_only()');
    await queryRunner.query('ALTER TABLE "guest_review_moderation" DROP CONSTRAINT "FK_9afc6e517d381d43c9049df2433"');
    await queryRunner.query('ALTER TABLE "guest_review_report" DROP CONSTRAINT "FK_d266f44ac0217aa18e6db5e2bcb"');
    await queryRunner.query('ALTER TABLE "guest_review_report" DROP CONSTRAINT "FK_0025e6c6492ffa81e7c0cc79023"');
    await queryRunner.query('ALTER TABLE "guest_review_photo" DROP CONSTRAINT "FK_2dad366ac6e6b3335063f72cfe1"');
    await queryRunner.query('ALTER TABLE "guest_review" DROP CONSTRAINT "FK_5c7d8662e6c6a1a4ff222e322a3"');
    await queryRunner.query('ALTER TABLE "guest_review" DROP CONSTRAINT "FK_e0c1e4d5d044a5a793d0b7ba584"');
    await queryRunner.query('ALTER TABLE "guest_review" DROP CONSTRAINT "FK_51564fb725cbeb454917ac34dff"');
    await queryRunner.query('ALTER TABLE "guest_review" DROP CONSTRAINT "FK_fa297d420a164504ecf9be7fc20"');
    await queryRunner.query('ALTER TABLE "guest_review" DROP CONSTRAINT "FK_7ed9f2fc17c8d8ea9faa7e6fc5c"');
    await queryRunner.query('ALTER TABLE "guest_review" DROP CONSTRAINT "FK_1ba6347136c28c1bc8e76af49c4"');
    await queryRunner.query('DROP INDEX "public"."IDX_guest_review_moderation_review"');
    await queryRunner.query('DROP TABLE "guest_review_moderation"');
    await queryRunner.query('DROP INDEX "public"."IDX_guest_review_report_open"');
    await queryRunner.query('DROP INDEX "public"."UQ_guest_review_report_reporter"');
    await queryRunner.query('DROP TABLE "guest_review_report"');
    await queryRunner.query('DROP INDEX "public"."UQ_guest_review_photo_name"');
    await queryRunner.query('DROP INDEX "public"."IDX_guest_review_photo_review"');
    await queryRunner.query('DROP TABLE "guest_review_photo"');
    await queryRunner.query('DROP INDEX "public"."UQ_guest_review_reservation"');
    await queryRunner.query('DROP INDEX "public"."IDX_guest_review_service_created"');
    await queryRunner.query('DROP INDEX "public"."IDX_guest_review_company_created"');
    await queryRunner.query('DROP TABLE "guest_review"');
  }
}
