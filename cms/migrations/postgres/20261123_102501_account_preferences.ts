import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_reminder_days" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TABLE "users_reminder_days" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_reminder_days",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "ranking_exp_buckets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"period_key" varchar NOT NULL,
  	"exp" numeric NOT NULL,
  	"users" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "receipt_name" varchar;
  ALTER TABLE "users" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "users" ADD COLUMN "identity_provider" varchar;
  ALTER TABLE "users" ADD COLUMN "identity_subject" varchar;
  ALTER TABLE "users" ADD COLUMN "password_set" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_subscriptions_product_updates" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_subscriptions_tips_and_tricks" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_subscriptions_promotions_and_surveys" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_subscriptions_reminders_and_others" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "email_subscriptions_others" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "reminder_time" varchar;
  ALTER TABLE "users" ADD COLUMN "reminder_time_zone" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ranking_exp_buckets_id" integer;
  ALTER TABLE "users_reminder_days" ADD CONSTRAINT "users_reminder_days_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_reminder_days_order_idx" ON "users_reminder_days" USING btree ("order");
  CREATE INDEX "users_reminder_days_parent_idx" ON "users_reminder_days" USING btree ("parent_id");
  CREATE INDEX "ranking_exp_buckets_updated_at_idx" ON "ranking_exp_buckets" USING btree ("updated_at");
  CREATE INDEX "ranking_exp_buckets_created_at_idx" ON "ranking_exp_buckets" USING btree ("created_at");
  CREATE UNIQUE INDEX "periodKey_exp_1_idx" ON "ranking_exp_buckets" USING btree ("period_key","exp");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ranking_exp_buckets_fk" FOREIGN KEY ("ranking_exp_buckets_id") REFERENCES "public"."ranking_exp_buckets"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_identity_subject_idx" ON "users" USING btree ("identity_subject");
  CREATE INDEX "payload_locked_documents_rels_ranking_exp_buckets_id_idx" ON "payload_locked_documents_rels" USING btree ("ranking_exp_buckets_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_reminder_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "ranking_exp_buckets" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_reminder_days" CASCADE;
  DROP TABLE "ranking_exp_buckets" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ranking_exp_buckets_fk";
  
  DROP INDEX "users_identity_subject_idx";
  DROP INDEX "payload_locked_documents_rels_ranking_exp_buckets_id_idx";
  ALTER TABLE "users" DROP COLUMN "receipt_name";
  ALTER TABLE "users" DROP COLUMN "pending_email";
  ALTER TABLE "users" DROP COLUMN "identity_provider";
  ALTER TABLE "users" DROP COLUMN "identity_subject";
  ALTER TABLE "users" DROP COLUMN "password_set";
  ALTER TABLE "users" DROP COLUMN "email_subscriptions_product_updates";
  ALTER TABLE "users" DROP COLUMN "email_subscriptions_tips_and_tricks";
  ALTER TABLE "users" DROP COLUMN "email_subscriptions_promotions_and_surveys";
  ALTER TABLE "users" DROP COLUMN "email_subscriptions_reminders_and_others";
  ALTER TABLE "users" DROP COLUMN "email_subscriptions_others";
  ALTER TABLE "users" DROP COLUMN "reminder_time";
  ALTER TABLE "users" DROP COLUMN "reminder_time_zone";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ranking_exp_buckets_id";
  DROP TYPE "public"."enum_users_reminder_days";`)
}
