import type { MigrationInterface, QueryRunner } from 'typeorm';

// The live pending counter (server/src/modules/notifications/pending-counter.ts): every change that
// can move a company's count of pending requests sends `pg_notify('reservation_pending', company_id)`
// from inside the reservation's own transaction, so it is delivered on commit only, to every server
// instance that LISTENs. The payload is the company id and nothing else. PostgreSQL folds equal
// notifications of one transaction into one, so a sweep that expires many rows sends one per company.
export class PendingCounterNotify1795560000000 implements MigrationInterface {
  name = 'PendingCounterNotify1795560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION lokalno_reservation_pending_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' AND OLD.state = 'PENDING' THEN PERFORM pg_notify('reservation_pending', OLD.company_id::text); END IF;
        IF TG_OP <> 'DELETE' AND NEW.state = 'PENDING' THEN PERFORM pg_notify('reservation_pending', NEW.company_id::text); END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER reservation_pending_added_or_removed AFTER INSERT OR DELETE ON reservation FOR EACH ROW EXECUTE FUNCTION lokalno_reservation_pending_changed()',
    );
    await queryRunner.query(`CREATE TRIGGER reservation_pending_changed AFTER UPDATE OF state, starts_at, company_id ON reservation FOR EACH ROW
      WHEN (OLD.state IS DISTINCT FROM NEW.state OR OLD.starts_at IS DISTINCT FROM NEW.starts_at OR OLD.company_id IS DISTINCT FROM NEW.company_id)
      EXECUTE FUNCTION lokalno_reservation_pending_changed()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER reservation_pending_changed ON reservation');
    await queryRunner.query('DROP TRIGGER reservation_pending_added_or_removed ON reservation');
    await queryRunner.query('DROP FUNCTION lokalno_reservation_pending_changed()');
  }
}
