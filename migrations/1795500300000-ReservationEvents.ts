// The provider's recent activity reads an append-only log of what happened to each reservation:
// the request arriving, each change of state (accepted, rejected, cancelled, expired) and each
// money move (captured, refunded, with its amount). Triggers on reservation and payment write it, so
// the booking code does not change; the event time is the database clock at the change (or, for rows
// inserted already decided, e.g. seeded, their own timestamps). The trigger never refuses a write:
// kinds are not constrained here, the reader picks the ones it knows.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReservationEvents1795500300000 implements MigrationInterface {
  name = 'ReservationEvents1795500300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE reservation_event (
      id bigserial PRIMARY KEY,
      reservation_id integer NOT NULL REFERENCES reservation(id) ON DELETE CASCADE,
      company_id integer NOT NULL,
      kind text NOT NULL,
      amount_cents integer,
      at timestamptz NOT NULL)`);
    await queryRunner.query('CREATE INDEX "IDX_reservation_event_company_at" ON reservation_event (company_id, at DESC, id DESC)');
    await queryRunner.query('CREATE INDEX "IDX_reservation_event_reservation" ON reservation_event (reservation_id)');

    await queryRunner.query(`CREATE FUNCTION lokalno_reservation_event() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO reservation_event (reservation_id, company_id, kind, at) VALUES (NEW.id, NEW.company_id, 'REQUESTED', NEW.created_at);
          IF NEW.state <> 'PENDING' THEN
            INSERT INTO reservation_event (reservation_id, company_id, kind, at) VALUES (NEW.id, NEW.company_id, NEW.state, COALESCE(NEW.decided_at, clock_timestamp()));
          END IF;
        ELSIF NEW.state IS DISTINCT FROM OLD.state THEN
          INSERT INTO reservation_event (reservation_id, company_id, kind, at) VALUES (NEW.id, NEW.company_id, NEW.state, clock_timestamp());
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER reservation_event_of_reservation AFTER INSERT OR UPDATE OF state ON reservation FOR EACH ROW EXECUTE FUNCTION lokalno_reservation_event()',
    );

    // A payment row inserted with money already moved (seeded) takes its reservation's decision time.
    await queryRunner.query(`CREATE FUNCTION lokalno_payment_event() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_captured integer := CASE WHEN TG_OP = 'UPDATE' THEN OLD.captured_cents ELSE 0 END;
        old_refunded integer := CASE WHEN TG_OP = 'UPDATE' THEN OLD.refunded_cents ELSE 0 END;
        owner_company integer;
        decided timestamptz;
        happened timestamptz;
      BEGIN
        IF NEW.reservation_id IS NULL OR (NEW.captured_cents <= old_captured AND NEW.refunded_cents <= old_refunded) THEN
          RETURN NULL;
        END IF;
        SELECT company_id, decided_at INTO owner_company, decided FROM reservation WHERE id = NEW.reservation_id;
        IF owner_company IS NULL THEN
          RETURN NULL;
        END IF;
        happened := CASE WHEN TG_OP = 'INSERT' THEN COALESCE(decided, NEW.updated_at) ELSE clock_timestamp() END;
        IF NEW.captured_cents > old_captured THEN
          INSERT INTO reservation_event (reservation_id, company_id, kind, amount_cents, at) VALUES (NEW.reservation_id, owner_company, 'CAPTURED', NEW.captured_cents - old_captured, happened);
        END IF;
        IF NEW.refunded_cents > old_refunded THEN
          INSERT INTO reservation_event (reservation_id, company_id, kind, amount_cents, at) VALUES (NEW.reservation_id, owner_company, 'REFUNDED', NEW.refunded_cents - old_refunded, happened);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER reservation_event_of_payment AFTER INSERT OR UPDATE OF captured_cents, refunded_cents, reservation_id ON payment FOR EACH ROW EXECUTE FUNCTION lokalno_payment_event()',
    );

    // What happened before this migration, as far as the rows still tell it.
    await queryRunner.query(`INSERT INTO reservation_event (reservation_id, company_id, kind, at)
      SELECT id, company_id, 'REQUESTED', created_at FROM reservation
      UNION ALL
      SELECT id, company_id, state, COALESCE(decided_at, updated_at) FROM reservation WHERE state <> 'PENDING'`);
    await queryRunner.query(`INSERT INTO reservation_event (reservation_id, company_id, kind, amount_cents, at)
      SELECT r.id, r.company_id, 'CAPTURED', p.captured_cents, COALESCE(r.decided_at, p.updated_at) FROM payment p JOIN reservation r ON r.id = p.reservation_id WHERE p.captured_cents > 0
      UNION ALL
      SELECT r.id, r.company_id, 'REFUNDED', p.refunded_cents, p.updated_at FROM payment p JOIN reservation r ON r.id = p.reservation_id WHERE p.refunded_cents > 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER reservation_event_of_payment ON payment');
    await queryRunner.query('DROP FUNCTION lokalno_payment_event()');
    await queryRunner.query('DROP TRIGGER reservation_event_of_reservation ON reservation');
    await queryRunner.query('DROP FUNCTION lokalno_reservation_event()');
    await queryRunner.query('DROP TABLE reservation_event');
  }
}
