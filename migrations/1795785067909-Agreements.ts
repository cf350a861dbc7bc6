// Cooperation agreements (issue 23): one row per subject (a provider's company now, an accommodation
// partner later: partner_id gets its foreign key with the partners' table) and version, with the
// terms as offered, when it was emailed, and who accepted it when (user id and the document's hash).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Agreements1795785067909 implements MigrationInterface {
  name = 'Agreements1795785067909';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "agreement" ("id" SERIAL NOT NULL, "kind" text NOT NULL, "company_id" integer, "partner_id" integer, "version" integer NOT NULL, "language" text NOT NULL, "terms" jsonb NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "accepted_at" TIMESTAMP WITH TIME ZONE, "accepted_by" integer, "accepted_document_sha256" text, CONSTRAINT "CHK_agreement_subject" CHECK (("kind" = \'PROVIDER\' AND "company_id" IS NOT NULL AND "partner_id" IS NULL) OR ("kind" = \'PARTNER\' AND "partner_id" IS NOT NULL AND "company_id" IS NULL)), CONSTRAINT "PK_e7537188219eeef56233a609753" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_agreement_partner_version" ON "agreement"  ("partner_id", "version") WHERE "partner_id" IS NOT NULL',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_agreement_company_version" ON "agreement"  ("company_id", "version") WHERE "company_id" IS NOT NULL',
    );
    await queryRunner.query(
      'ALTER TABLE "agreement" ADD CONSTRAINT "FK_5a3d00704b7d55732f3d8412fc8" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "agreement" ADD CONSTRAINT "FK_d73340f9693f792b20b26a5c646" FOREIGN KEY ("accepted_by") REFERENCES "user_account"("id") ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "agreement" DROP CONSTRAINT "FK_d73340f9693f792b20b26a5c646"');
    await queryRunner.query('ALTER TABLE "agreement" DROP CONSTRAINT "FK_5a3d00704b7d55732f3d8412fc8"');
    await queryRunner.query('DROP INDEX "public"."UQ_agreement_company_version"');
    await queryRunner.query('DROP INDEX "public"."UQ_agreement_partner_version"');
    await queryRunner.query('DROP TABLE "agreement"');
  }
}
