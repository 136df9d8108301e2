import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "email_confirmation_digest" varchar;
  ALTER TABLE "users" ADD COLUMN "email_confirmation_sent_at" timestamp(3) with time zone;
  CREATE INDEX "users_email_confirmation_digest_idx" ON "users" USING btree ("email_confirmation_digest");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_email_confirmation_digest_idx";
  ALTER TABLE "users" DROP COLUMN "email_confirmed_at";
  ALTER TABLE "users" DROP COLUMN "email_confirmation_digest";
  ALTER TABLE "users" DROP COLUMN "email_confirmation_sent_at";`)
}
