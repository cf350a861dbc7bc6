// A change proposal and each of its moves join the provider's recent activity: a trigger on
// reservation_change writes CHANGE_PROPOSED when the provider proposes (at proposed_at) and
// CHANGE_<state> when the guest accepts or declines, the provider withdraws it or it expires (at
// decided_at, else the database clock). The reader (activity.service) picks the kinds it knows.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ChangeEvents1795660000000 implements MigrationInterface {
  name = 'ChangeEvents1795660000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE FUNCTION lokalno_reservation_change_event() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        owner_company integer;
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW.state IS NOT DISTINCT FROM OLD.state THEN
          RETURN NULL;
        END IF;
        SELECT company_id INTO owner_company FROM reservation WHERE id = NEW.reservation_id;
        IF owner_company IS NULL THEN
          RETURN NULL;
        END IF;
        IF TG_OP = 'INSERT' THEN
          INSERT INTO reservation_event (reservation_id, company_id, kind, at) VALUES (NEW.reservation_id, owner_company, 'CHANGE_PROPOSED', NEW.proposed_at);
        END IF;
        IF NEW.state <> 'PROPOSED' THEN
          INSERT INTO reservation_event (reservation_id, company_id, kind, at)
          VALUES (NEW.reservation_id, owner_company, 'CHANGE_' || NEW.state, COALESCE(NEW.decided_at, clock_timestamp()));
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER reservation_event_of_change AFTER INSERT OR UPDATE OF state ON reservation_change FOR EACH ROW EXECUTE FUNCTION lokalno_reservation_change_event()',
    );

    // The proposals made before this migration.
    await queryRunner.query(`INSERT INTO reservation_event (reservation_id, company_id, kind, at)
      SELECT c.reservation_id, r.company_id, 'CHANGE_PROPOSED', c.proposed_at FROM reservation_change c JOIN reservation r ON r.id = c.reservation_id
      UNION ALL
      SELECT c.reservation_id, r.company_id, 'CHANGE_' || c.state, COALESCE(c.decided_at, c.expires_at) FROM reservation_change c JOIN reservation r ON r.id = c.reservation_id WHERE c.state <> 'PROPOSED'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM reservation_event WHERE kind LIKE 'CHANGE\\_%'");
    await queryRunner.query('DROP TRIGGER reservation_event_of_change ON reservation_change');
    await queryRunner.query('DROP FUNCTION lokalno_reservation_change_event()');
  }
}
