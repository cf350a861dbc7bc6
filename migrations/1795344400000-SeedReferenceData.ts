import type { MigrationInterface, QueryRunner } from 'typeorm';
import countries from './data/countries.json' with { type: 'json' };
import { AMENITIES, CATEGORIES, LANGUAGES, PAYMENT_TYPES, REGIONS } from './data/reference-data.js';

/** Inserts many rows in one statement: VALUES ($1, $2, ...), (...). */
async function insertRows(queryRunner: QueryRunner, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const values: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((value) => `$${values.push(value)}`).join(', ')})`);
  await queryRunner.query(
    `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(', ')}) VALUES ${tuples.join(', ')}`,
    values,
  );
}

export class SeedReferenceData1795344400000 implements MigrationInterface {
  name = 'SeedReferenceData1795344400000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await insertRows(
      queryRunner,
      'country',
      ['code', 'name_en', 'name_hr', 'calling_code'],
      countries.map((c) => [c.code, c.nameEn, c.nameHr, c.callingCode]),
    );
    await insertRows(
      queryRunner,
      'region',
      ['slug', 'name_en', 'name_hr', 'sort_order'],
      REGIONS.map((r, i) => [r.slug, r.nameEn, r.nameHr, i + 1]),
    );
    await insertRows(
      queryRunner,
      'category',
      ['slug', 'name_en', 'name_hr', 'sort_order'],
      CATEGORIES.map((c, i) => [c.slug, c.nameEn, c.nameHr, i + 1]),
    );
    const tags = CATEGORIES.flatMap((category) => category.tags.map((tag) => [category.slug, tag.slug, tag.nameEn, tag.nameHr])).map(
      (row, i) => [...row, i],
    );
    const values: unknown[] = [];
    const tuples = tags.map((row) => `(${row.map((value) => `$${values.push(value)}`).join(', ')})`);
    await queryRunner.query(
      `INSERT INTO "tag" ("category_id", "slug", "name_en", "name_hr")
       SELECT c.id, t.slug, t.name_en, t.name_hr FROM (VALUES ${tuples.join(', ')}) AS t(category_slug, slug, name_en, name_hr, ord)
       JOIN "category" c ON c.slug = t.category_slug ORDER BY t.ord::int`,
      values,
    );
    await insertRows(
      queryRunner,
      'amenity',
      ['slug', 'name_en', 'name_hr'],
      AMENITIES.map((a) => [a.slug, a.nameEn, a.nameHr]),
    );
    await insertRows(
      queryRunner,
      'language',
      ['code', 'name_en', 'name_hr', 'native_name'],
      LANGUAGES.map((l) => [l.code, l.nameEn, l.nameHr, l.nativeName]),
    );
    await insertRows(
      queryRunner,
      'payment_type',
      ['code', 'name_en', 'name_hr'],
      PAYMENT_TYPES.map((p) => [p.code, p.nameEn, p.nameHr]),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['payment_type', 'language', 'amenity', 'tag', 'category', 'region', 'country']) {
      await queryRunner.query(`DELETE FROM "${table}"`);
    }
  }
}
