import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reminder_deliveries_kind" AS ENUM('weekly', 'once');
  CREATE TYPE "public"."enum_reminder_deliveries_status" AS ENUM('claimed', 'sent', 'missed', 'failed');
  CREATE TABLE "reminder_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"kind" "enum_reminder_deliveries_kind" NOT NULL,
  	"due_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_reminder_deliveries_status" DEFAULT 'claimed' NOT NULL,
  	"mailed" boolean DEFAULT false,
  	"notification_id" integer,
  	"sent_at" timestamp(3) with time zone,
  	"error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "reminder_next_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "reminder_weekly_due_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_deliveries_id" integer;
  ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "reminder_deliveries_key_idx" ON "reminder_deliveries" USING btree ("key");
  CREATE INDEX "reminder_deliveries_user_idx" ON "reminder_deliveries" USING btree ("user_id");
  CREATE INDEX "reminder_deliveries_notification_idx" ON "reminder_deliveries" USING btree ("notification_id");
  CREATE INDEX "reminder_deliveries_updated_at_idx" ON "reminder_deliveries" USING btree ("updated_at");
  CREATE INDEX "reminder_deliveries_created_at_idx" ON "reminder_deliveries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_deliveries_fk" FOREIGN KEY ("reminder_deliveries_id") REFERENCES "public"."reminder_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_reminder_reminder_next_at_idx" ON "users" USING btree ("reminder_next_at");
  CREATE INDEX "users_reminder_reminder_weekly_due_at_idx" ON "users" USING btree ("reminder_weekly_due_at");
  CREATE INDEX "payload_locked_documents_rels_reminder_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reminder_deliveries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reminder_deliveries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_deliveries_fk";
  
  DROP INDEX "users_reminder_reminder_next_at_idx";
  DROP INDEX "users_reminder_reminder_weekly_due_at_idx";
  DROP INDEX "payload_locked_documents_rels_reminder_deliveries_id_idx";
  ALTER TABLE "users" DROP COLUMN "reminder_next_at";
  ALTER TABLE "users" DROP COLUMN "reminder_weekly_due_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_deliveries_id";
  DROP TYPE "public"."enum_reminder_deliveries_kind";
  DROP TYPE "public"."enum_reminder_deliveries_status";`)
}
