// Change proposals of accepted reservations (reservation_change): at most one PROPOSED per reservation.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReservationChange1795520100000 implements MigrationInterface {
  name = 'ReservationChange1795520100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "reservation_change" ("id" SERIAL NOT NULL, "reservation_id" integer NOT NULL, "state" text NOT NULL DEFAULT \'PROPOSED\', "date" date NOT NULL, "start_time" text NOT NULL, "starts_at" TIMESTAMP WITH TIME ZONE NOT NULL, "people" integer NOT NULL, "offers" jsonb NOT NULL, "subtotal_cents" integer NOT NULL, "discount_cents" integer NOT NULL, "fee_cents" integer NOT NULL, "total_cents" integer NOT NULL, "commission_cents" integer NOT NULL, "commission_vat_cents" integer NOT NULL, "difference_cents" integer NOT NULL, "note" text, "hold_id" uuid NOT NULL, "payment_id" integer, "previous" jsonb NOT NULL, "proposed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "decided_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "CHK_reservation_change_money" CHECK ("subtotal_cents" >= 0 AND "discount_cents" >= 0 AND "fee_cents" >= 0 AND "total_cents" >= 0 AND "commission_cents" >= 0 AND "commission_vat_cents" >= 0), CONSTRAINT "CHK_reservation_change_people" CHECK ("people" > 0), CONSTRAINT "CHK_reservation_change_state" CHECK ("state" IN (\'PROPOSED\', \'ACCEPTED\', \'DECLINED\', \'WITHDRAWN\', \'EXPIRED\')), CONSTRAINT "PK_d582c1560e55fb928fd0b219796" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_aedef1aaf1ddb14736b74be5cc" ON "reservation_change"  ("state", "expires_at") ');
    await queryRunner.query(
      'CREATE UNIQUE INDEX "UQ_reservation_change_open" ON "reservation_change"  ("reservation_id") WHERE "state" = \'PROPOSED\'',
    );
    await queryRunner.query('CREATE INDEX "IDX_50fed6ae3387cca8418743ad02" ON "reservation_change"  ("reservation_id") ');
    await queryRunner.query(
      'ALTER TABLE "reservation_change" ADD CONSTRAINT "FK_50fed6ae3387cca8418743ad020" FOREIGN KEY ("reservation_id") REFERENCES "reservation"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_change" ADD CONSTRAINT "FK_00f31964389795f793f4ff8c946" FOREIGN KEY ("hold_id") REFERENCES "hold"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "reservation_change" ADD CONSTRAINT "FK_aea4ee523a117e9b80583185327" FOREIGN KEY ("payment_id") REFERENCES "payment"("id") ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservation_change" DROP CONSTRAINT "FK_aea4ee523a117e9b80583185327"');
    await queryRunner.query('ALTER TABLE "reservation_change" DROP CONSTRAINT "FK_00f31964389795f793f4ff8c946"');
    await queryRunner.query('ALTER TABLE "reservation_change" DROP CONSTRAINT "FK_50fed6ae3387cca8418743ad020"');
    await queryRunner.query('DROP INDEX "public"."IDX_50fed6ae3387cca8418743ad02"');
    await queryRunner.query('DROP INDEX "public"."UQ_reservation_change_open"');
    await queryRunner.query('DROP INDEX "public"."IDX_aedef1aaf1ddb14736b74be5cc"');
    await queryRunner.query('DROP TABLE "reservation_change"');
  }
}
