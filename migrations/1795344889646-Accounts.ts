import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Accounts1795344889646 implements MigrationInterface {
  name = 'Accounts1795344889646';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "user_account" ("id" SERIAL NOT NULL, "email" text NOT NULL, "password_hash" text, "first_name" text NOT NULL, "last_name" text NOT NULL, "roles" text array NOT NULL DEFAULT \'{}\', "status" text NOT NULL DEFAULT \'PENDING_ACTIVATION\', "country" character(2), "date_of_birth" date, "phone" text, "photo_name" text, "language" character varying(2) NOT NULL DEFAULT \'en\', "newsletter" boolean NOT NULL DEFAULT false, "terms_accepted_at" TIMESTAMP WITH TIME ZONE, "activated_at" TIMESTAMP WITH TIME ZONE, "deactivated_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_56a0e4bcec2b5411beafa47ffa5" UNIQUE ("email"), CONSTRAINT "PK_6acfec7285fdf9f463462de3e9f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "account_key" ("id" SERIAL NOT NULL, "user_id" integer NOT NULL, "purpose" text NOT NULL, "key_hash" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_9c92a6ef274ff09bfc872a15d19" UNIQUE ("key_hash"), CONSTRAINT "PK_264c8ad3a2acc68cc706cdc3e6d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_0b0e105637afbb0f897661a49f" ON "account_key"  ("user_id", "purpose") ');
    await queryRunner.query(
      'CREATE TABLE "session" ("id" uuid NOT NULL DEFAULT uuid_generate_v4(), "user_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_f55da76ac1c3ac420f444d2ff11" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_30e98e8746699fb9af235410af" ON "session"  ("user_id") ');
    await queryRunner.query(
      'CREATE TABLE "sent_email" ("idempotency_key" text NOT NULL, "recipient" text NOT NULL, "template" text NOT NULL, "sent_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_52fdd2583ac106302165bddca22" PRIMARY KEY ("idempotency_key"))',
    );
    await queryRunner.query(
      'CREATE TABLE "app_setting" ("key" text NOT NULL, "value" text NOT NULL, CONSTRAINT "PK_0d66bfb0d9f93124a4549d21af0" PRIMARY KEY ("key"))',
    );
    await queryRunner.query(
      'CREATE TABLE "rate_limit" ("key" text NOT NULL, "window_start" TIMESTAMP WITH TIME ZONE NOT NULL, "count" integer NOT NULL, CONSTRAINT "PK_e6c0c0608decdf78e4d4b263397" PRIMARY KEY ("key"))',
    );
    await queryRunner.query(
      'ALTER TABLE "account_key" ADD CONSTRAINT "FK_4f871d59bfe6cce7cfecba4f91a" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE "session" ADD CONSTRAINT "FK_30e98e8746699fb9af235410aff" FOREIGN KEY ("user_id") REFERENCES "user_account"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "session" DROP CONSTRAINT "FK_30e98e8746699fb9af235410aff"');
    await queryRunner.query('ALTER TABLE "account_key" DROP CONSTRAINT "FK_4f871d59bfe6cce7cfecba4f91a"');
    await queryRunner.query('DROP TABLE "rate_limit"');
    await queryRunner.query('DROP TABLE "app_setting"');
    await queryRunner.query('DROP TABLE "sent_email"');
    await queryRunner.query('DROP INDEX "public"."IDX_30e98e8746699fb9af235410af"');
    await queryRunner.query('DROP TABLE "session"');
    await queryRunner.query('DROP INDEX "public"."IDX_0b0e105637afbb0f897661a49f"');
    await queryRunner.query('DROP TABLE "account_key"');
    await queryRunner.query('DROP TABLE "user_account"');
  }
}
