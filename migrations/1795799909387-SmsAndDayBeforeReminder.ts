import type { MigrationInterface, QueryRunner } from 'typeorm';

// Guests' SMS and the day-before reminder (issue 24): sent_sms claims each SMS event once (its key is
// the job's idempotency key; no phone number or text is kept), and reservation.day_before_reminder_start
// is the start the reminder was queued for, so the sweep reminds each booking once per start.

export class SmsAndDayBeforeReminder1795799909387 implements MigrationInterface {
  name = 'SmsAndDayBeforeReminder1795799909387';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "sent_sms" ("idempotency_key" text NOT NULL, "kind" text NOT NULL, "segments" smallint NOT NULL, "provider_message_id" text, "claimed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f469481dc86991c279ac292d3a4" PRIMARY KEY ("idempotency_key"))',
    );
    await queryRunner.query('ALTER TABLE "reservation" ADD "day_before_reminder_start" TIMESTAMP WITH TIME ZONE');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "reservation" DROP COLUMN "day_before_reminder_start"');
    await queryRunner.query('DROP TABLE "sent_sms"');
  }
}
