// The review invitation table (issue 24): one row per reservation invited to review, the reminder's time; it
// makes the invitation and the one reminder go out once (written in the transaction that queues the email).
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ReviewInvitations1795799561366 implements MigrationInterface {
  name = 'ReviewInvitations1795799561366';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "guest_review_invitation" ("reservation_id" integer NOT NULL, "invited_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reminded_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_9e8404e10d95d2f9d614deb612a" PRIMARY KEY ("reservation_id"))',
    );
    await queryRunner.query(
      'CREATE INDEX "IDX_guest_review_invitation_reminder" ON "guest_review_invitation"  ("reminded_at", "invited_at") ',
    );
    await queryRunner.query(
      'ALTER TABLE "guest_review_invitation" ADD CONSTRAINT "FK_9e8404e10d95d2f9d614deb612a" FOREIGN KEY ("reservation_id") REFERENCES "reservation"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "guest_review_invitation" DROP CONSTRAINT "FK_9e8404e10d95d2f9d614deb612a"');
    await queryRunner.query('DROP INDEX "public"."IDX_guest_review_invitation_reminder"');
    await queryRunner.query('DROP TABLE "guest_review_invitation"');
  }
}
