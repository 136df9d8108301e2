import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_feedbacks_variant" AS ENUM('default', 'business', 'document', 'academic');
  CREATE TYPE "public"."enum_feedbacks_category" AS ENUM('bug', 'content', 'idea', 'other', 'team_plans', 'invoices', 'typo', 'unclear', 'broken_link', 'school_licence', 'curriculum');
  CREATE TYPE "public"."enum_feedbacks_status" AS ENUM('new', 'in_progress', 'answered', 'closed');
  CREATE TYPE "public"."enum_feedbacks_locale" AS ENUM('ja', 'en', 'id');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedbacks_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "feedback_attachments_id" integer;
  ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_attachment_id_feedback_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."feedback_attachments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedbacks_fk" FOREIGN KEY ("feedbacks_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_feedback_attachments_fk" FOREIGN KEY ("feedback_attachments_id") REFERENCES "public"."feedback_attachments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_feedbacks_id_idx" ON "payload_locked_documents_rels" USING btree ("feedbacks_id");
  CREATE INDEX "payload_locked_documents_rels_feedback_attachments_id_idx" ON "payload_locked_documents_rels" USING btree ("feedback_attachments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "feedbacks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "feedback_attachments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "feedbacks" CASCADE;
  DROP TABLE "feedback_attachments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedbacks_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_feedback_attachments_fk";
  
  DROP INDEX "payload_locked_documents_rels_feedbacks_id_idx";
  DROP INDEX "payload_locked_documents_rels_feedback_attachments_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedbacks_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "feedback_attachments_id";
  DROP TYPE "public"."enum_feedbacks_variant";
  DROP TYPE "public"."enum_feedbacks_category";
  DROP TYPE "public"."enum_feedbacks_status";
  DROP TYPE "public"."enum_feedbacks_locale";`)
}
