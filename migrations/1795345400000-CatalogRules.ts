import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ACTIVITY_TYPES } from './data/reference-data.js';

/** Activity types, and offer names unique within a service whatever their case. */
export class CatalogRules1795345400000 implements MigrationInterface {
  name = 'CatalogRules1795345400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const values: unknown[] = [];
    const tuples = ACTIVITY_TYPES.map((row) => `($${values.push(row.slug)}, $${values.push(row.nameEn)}, $${values.push(row.nameHr)})`);
    await queryRunner.query(`INSERT INTO "activity_type" ("slug", "name_en", "name_hr") VALUES ${tuples.join(', ')}`, values);
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_offer_service_name" ON "offer" ("service_id", lower("name"))');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "UQ_offer_service_name"');
    await queryRunner.query('DELETE FROM "activity_type"');
  }
}
