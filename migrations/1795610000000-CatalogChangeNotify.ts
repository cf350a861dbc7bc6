import type { MigrationInterface, QueryRunner } from 'typeorm';

// Kept copies of public pages and answers (server/src/modules/catalog/catalog-changes.ts): every
// change to what a public page shows of a service (the service itself, its offers, photos, tags,
// amenities, languages and its brand) sends `pg_notify('catalog_changed', <table>)` from inside its
// own transaction, so it is delivered on commit only, to every server instance that LISTENs.
// PostgreSQL folds equal notifications of one transaction into one. A service's booking count
// alone (moved by every accepted or cancelled booking) changes no page enough to drop them.
const TABLES = ['offer', 'photo', 'brand', 'service_tag', 'service_amenity', 'service_language'];

export class CatalogChangeNotify1795610000000 implements MigrationInterface {
  name = 'CatalogChangeNotify1795610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION lokalno_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER service_added_or_removed AFTER INSERT OR DELETE ON service FOR EACH STATEMENT EXECUTE FUNCTION lokalno_catalog_changed()',
    );
    await queryRunner.query(`CREATE TRIGGER service_changed AFTER UPDATE ON service FOR EACH ROW
      WHEN ((to_jsonb(OLD) - 'booking_count') IS DISTINCT FROM (to_jsonb(NEW) - 'booking_count'))
      EXECUTE FUNCTION lokalno_catalog_changed()`);
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION lokalno_catalog_changed()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP TRIGGER ${table}_changed ON ${table}`);
    await queryRunner.query('DROP TRIGGER service_changed ON service');
    await queryRunner.query('DROP TRIGGER service_added_or_removed ON service');
    await queryRunner.query('DROP FUNCTION lokalno_catalog_changed()');
  }
}
