import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ServiceRevision1795381808980 implements MigrationInterface {
  name = 'ServiceRevision1795381808980';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "service_revision" ("id" SERIAL NOT NULL, "service_id" integer NOT NULL, "values" jsonb NOT NULL, "state" text NOT NULL DEFAULT \'PENDING\', "staff_note" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "decided_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_00c599d8b32ef2ebc7269f32428" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_b874e90955ae0d45ca6fdedb7a" ON "service_revision"  ("service_id") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_service_revision_pending" ON "service_revision"  ("service_id") WHERE state = \'PENDING\'',
    );
    await queryRunner.query(
      'ALTER TABLE "service_revision" ADD CONSTRAINT "FK_b874e90955ae0d45ca6fdedb7ae" FOREIGN KEY ("service_id") REFERENCES "service"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "service_revision" DROP CONSTRAINT "FK_b874e90955ae0d45ca6fdedb7ae"');
    await queryRunner.query('DROP INDEX "public"."UQ_service_revision_pending"');
    await queryRunner.query('DROP INDEX "public"."IDX_b874e90955ae0d45ca6fdedb7a"');
    await queryRunner.query('DROP TABLE "service_revision"');
  }
}
