import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_feedbacks_variant" AS ENUM('default', 'business', 'document', 'academic');
  CREATE TYPE "public"."enum_feedbacks_category" AS ENUM('bug', 'content', 'idea', 'other', 'team_plans', 'invoices', 'typo', 'unclear', 'broken_link', 'school_licence', 'curriculum');
  CREATE TYPE "public"."enum_feedbacks_status" AS ENUM('new', 'in_progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_feedbacks_locale" AS ENUM('ja', 'en', 'id');
  CREATE TYPE "public"."enum_reminder_deliveries_kind" AS ENUM('weekly', 'once');
  CREATE TYPE "public"."enum_reminder_deliveries_status" AS ENUM('claimed', 'sent', 'missed', 'failed');
  CREATE TYPE "public"."enum_javascript_logs_kind" AS ENUM('analytics', 'js_debug', 'js_error');
  CREATE TABLE "feedbacks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"variant" "enum_feedbacks_variant" NOT NULL,
  	"category" "enum_feedbacks_category" NOT NULL,
  	"status" "enum_feedbacks_status" DEFAULT 'new' NOT NULL,
  	"email" varchar,
  	"message" varchar NOT NULL,
  	"page_url" varchar,
  	"attachment_id" integer,
  	"user_id" integer,
  	"locale" "enum_feedbacks_locale",
  	"reply" varchar,
  	"replied_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "feedback_attachments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
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
  
  CREATE TABLE "javascript_logs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_javascript_logs_kind" NOT NULL,
  	"type" varchar NOT NULL,
  	"level" varchar NOT NULL,
  	"message" varchar NOT NULL,
  	"fingerprint" varchar NOT NULL,
  	"backtrace" varchar,
  	"file" varchar,
  	"line" numeric,
  	"user_id" integer,
  	"tracking_id" varchar,
  	"log_id" varchar,
  	"logged_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "reminder_next_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "reminder_weekly_due_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedbacks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_attachments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reminder_deliveries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "javascript_logs_id" integer;
  ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_attachment_id_feedback_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."feedback_attachments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "javascript_logs" ADD CONSTRAINT "javascript_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "feedbacks_variant_idx" ON "feedbacks" USING btree ("variant");
  CREATE INDEX "feedbacks_category_idx" ON "feedbacks" USING btree ("category");
  CREATE INDEX "feedbacks_status_idx" ON "feedbacks" USING btree ("status");
  CREATE INDEX "feedbacks_email_idx" ON "feedbacks" USING btree ("email");
  CREATE INDEX "feedbacks_attachment_idx" ON "feedbacks" USING btree ("attachment_id");
  CREATE INDEX "feedbacks_user_idx" ON "feedbacks" USING btree ("user_id");
  CREATE INDEX "feedbacks_updated_at_idx" ON "feedbacks" USING btree ("updated_at");
  CREATE INDEX "feedbacks_created_at_idx" ON "feedbacks" USING btree ("created_at");
  CREATE INDEX "feedback_attachments_updated_at_idx" ON "feedback_attachments" USING btree ("updated_at");
  CREATE INDEX "feedback_attachments_created_at_idx" ON "feedback_attachments" USING btree ("created_at");
  CREATE UNIQUE INDEX "feedback_attachments_filename_idx" ON "feedback_attachments" USING btree ("filename");
  CREATE UNIQUE INDEX "reminder_deliveries_key_idx" ON "reminder_deliveries" USING btree ("key");
  CREATE INDEX "reminder_deliveries_user_idx" ON "reminder_deliveries" USING btree ("user_id");
  CREATE INDEX "reminder_deliveries_notification_idx" ON "reminder_deliveries" USING btree ("notification_id");
  CREATE INDEX "reminder_deliveries_updated_at_idx" ON "reminder_deliveries" USING btree ("updated_at");
  CREATE INDEX "reminder_deliveries_created_at_idx" ON "reminder_deliveries" USING btree ("created_at");
  CREATE INDEX "javascript_logs_type_idx" ON "javascript_logs" USING btree ("type");
  CREATE INDEX "javascript_logs_fingerprint_idx" ON "javascript_logs" USING btree ("fingerprint");
  CREATE INDEX "javascript_logs_user_idx" ON "javascript_logs" USING btree ("user_id");
  CREATE INDEX "javascript_logs_updated_at_idx" ON "javascript_logs" USING btree ("updated_at");
  CREATE INDEX "javascript_logs_created_at_idx" ON "javascript_logs" USING btree ("created_at");
  CREATE INDEX "kind_createdAt_idx" ON "javascript_logs" USING btree ("kind","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedbacks_fk" FOREIGN KEY ("feedbacks_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_attachments_fk" FOREIGN KEY ("feedback_attachments_id") REFERENCES "public"."feedback_attachments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reminder_deliveries_fk" FOREIGN KEY ("reminder_deliveries_id") REFERENCES "public"."reminder_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_javascript_logs_fk" FOREIGN KEY ("javascript_logs_id") REFERENCES "public"."javascript_logs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_reminder_reminder_next_at_idx" ON "users" USING btree ("reminder_next_at");
  CREATE INDEX "users_reminder_reminder_weekly_due_at_idx" ON "users" USING btree ("reminder_weekly_due_at");
  CREATE INDEX "type_createdAt_idx" ON "application_events" USING btree ("type","created_at");
  CREATE INDEX "payload_locked_documents_rels_feedbacks_id_idx" ON "payload_locked_documents_rels" USING btree ("feedbacks_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_attachments_id");
  CREATE INDEX "payload_locked_documents_rels_reminder_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("reminder_deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_javascript_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("javascript_logs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feedbacks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback_attachments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reminder_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "javascript_logs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "feedbacks" CASCADE;
  DROP TABLE "feedback_attachments" CASCADE;
  DROP TABLE "reminder_deliveries" CASCADE;
  DROP TABLE "javascript_logs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedbacks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedback_attachments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reminder_deliveries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_javascript_logs_fk";
  
  DROP INDEX "users_reminder_reminder_next_at_idx";
  DROP INDEX "users_reminder_reminder_weekly_due_at_idx";
  DROP INDEX "type_createdAt_idx";
  DROP INDEX "payload_locked_documents_rels_feedbacks_id_idx";
  DROP INDEX "payload_locked_documents_rels_feedback_attachments_id_idx";
  DROP INDEX "payload_locked_documents_rels_reminder_deliveries_id_idx";
  DROP INDEX "payload_locked_documents_rels_javascript_logs_id_idx";
  ALTER TABLE "users" DROP COLUMN "reminder_next_at";
  ALTER TABLE "users" DROP COLUMN "reminder_weekly_due_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedbacks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_attachments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reminder_deliveries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "javascript_logs_id";
  DROP TYPE "public"."enum_feedbacks_variant";
  DROP TYPE "public"."enum_feedbacks_category";
  DROP TYPE "public"."enum_feedbacks_status";
  DROP TYPE "public"."enum_feedbacks_locale";
  DROP TYPE "public"."enum_reminder_deliveries_kind";
  DROP TYPE "public"."enum_reminder_deliveries_status";
  DROP TYPE "public"."enum_javascript_logs_kind";`)
}
