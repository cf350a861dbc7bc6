import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReviewHistory1795381584728 implements MigrationInterface {
  name = 'ReviewHistory1795381584728';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "service_review_event" ("id" SERIAL NOT NULL, "service_id" integer NOT NULL, "kind" text NOT NULL, "note" text, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fad975c662aad2e56758e737996" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_325795b45074720b1c0c4c80ae" ON "service_review_event"  ("service_id", "at") ');
    await queryRunner.query(
      'ALTER TABLE "service_review_event" ADD CONSTRAINT "FK_4f2e96197b6b3e03f84b984272d" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    // Existing services keep the one step each that their row remembers.
    await queryRunner.query(
      'INSERT INTO "service_review_event" ("service_id", "kind", "at") SELECT "id", \'SUBMITTED\', "submitted_at" FROM "service" WHERE "submitted_at" IS NOT NULL',
    );
    await queryRunner.query(
      'INSERT INTO "service_review_event" ("service_id", "kind", "at") SELECT "id", \'APPROVED\', "approved_at" FROM "service" WHERE "approved_at" IS NOT NULL',
    );
    await queryRunner.query(
      'INSERT INTO "service_review_event" ("service_id", "kind", "note", "at") SELECT "id", \'RETURNED\', "review_note", "updated_at" FROM "service" WHERE "status" = \'RETURNED\'',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "service_review_event" DROP CONSTRAINT "FK_4f2e96197b6b3e03f84b984272d"');
    await queryRunner.query('DROP INDEX "public"."IDX_325795b45074720b1c0c4c80ae"');
    await queryRunner.query('DROP TABLE "service_review_event"');
  }
}
