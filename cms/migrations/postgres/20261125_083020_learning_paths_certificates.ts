import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_learning_paths_checkpoints_steps_content_type" AS ENUM('lesson', 'document');
  CREATE TYPE "public"."enum_learning_paths_checkpoints_steps_lock_type" AS ENUM('suspended', 'newToThisPath', 'newToAllPath', 'onMobileScreenSize');
  CREATE TYPE "public"."enum_language_certificate_descriptions_language" AS ENUM('html', 'unit_html', 'unit_html_js', 'unit_es6', 'unit_sql', 'unit_python', 'es5', 'es6', 'jquery', 'rails5', 'quest', 'ruby', 'php', 'java', 'python', 'commandline', 'git', 'sql', 'sass', 'go', 'react', 'nodejs');
  CREATE TYPE "public"."enum_user_learning_paths_status" AS ENUM('active', 'paused');
  CREATE TYPE "public"."enum_certificates_item_type" AS ENUM('path', 'language');
  CREATE TYPE "public"."enum_certificates_language_name" AS ENUM('html', 'unit_html', 'unit_html_js', 'unit_es6', 'unit_sql', 'unit_python', 'es5', 'es6', 'jquery', 'rails5', 'quest', 'ruby', 'php', 'java', 'python', 'commandline', 'git', 'sql', 'sass', 'go', 'react', 'nodejs');
  CREATE TABLE "learning_paths_checkpoints_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_learning_paths_checkpoints_steps_content_type" DEFAULT 'lesson' NOT NULL,
  	"lesson_id" integer,
  	"document_id" integer,
  	"lock_type" "enum_learning_paths_checkpoints_steps_lock_type"
  );
  
  CREATE TABLE "learning_paths_checkpoints" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "learning_paths_checkpoints_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "learning_paths_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"success_stories_id" integer
  );
  
  CREATE TABLE "language_certificate_descriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"language" "enum_language_certificate_descriptions_language" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "language_certificate_descriptions_locales" (
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "user_learning_paths" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"learning_path_id" integer NOT NULL,
  	"status" "enum_user_learning_paths_status" DEFAULT 'active' NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"paused_at" timestamp(3) with time zone,
  	"completion_seen_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "user_document_page_infos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"document_id" integer NOT NULL,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"item_type" "enum_certificates_item_type" NOT NULL,
  	"learning_path_id" integer,
  	"language_name" "enum_certificates_language_name",
  	"name" varchar NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"reissued_at" timestamp(3) with time zone,
  	"covered" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Paths saved before checkpoints existed keep their steps, in order, in one checkpoint per path (docs/paths.md).
  INSERT INTO "learning_paths_checkpoints" ("_order", "_parent_id", "id") SELECT DISTINCT 1, "_parent_id", 'migrated-' || "_parent_id" FROM "learning_paths_steps";
  INSERT INTO "learning_paths_checkpoints_locales" ("title", "_locale", "_parent_id") SELECT CASE l.code WHEN 'ja' THEN 'ステップ' ELSE 'Steps' END, l.code::"_locales", c."id" FROM "learning_paths_checkpoints" c, (VALUES ('ja'), ('en'), ('id')) AS l(code);
  INSERT INTO "learning_paths_checkpoints_steps" ("_order", "_parent_id", "id", "content_type", "lesson_id", "document_id", "lock_type") SELECT "_order", 'migrated-' || "_parent_id", "id", COALESCE("content_type"::text, 'lesson')::"enum_learning_paths_checkpoints_steps_content_type", "lesson_id", "document_id", "lock_type"::text::"enum_learning_paths_checkpoints_steps_lock_type" FROM "learning_paths_steps";
  ALTER TABLE "learning_paths_steps" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "learning_paths_steps" CASCADE;
  ALTER TABLE "learning_paths" ADD COLUMN "order" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "language_certificate_descriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "user_learning_paths_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "user_document_page_infos_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" integer;
  ALTER TABLE "learning_paths_checkpoints_steps" ADD CONSTRAINT "learning_paths_checkpoints_steps_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "learning_paths_checkpoints_steps" ADD CONSTRAINT "learning_paths_checkpoints_steps_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "learning_paths_checkpoints_steps" ADD CONSTRAINT "learning_paths_checkpoints_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."learning_paths_checkpoints"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "learning_paths_checkpoints" ADD CONSTRAINT "learning_paths_checkpoints_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "learning_paths_checkpoints_locales" ADD CONSTRAINT "learning_paths_checkpoints_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."learning_paths_checkpoints"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "learning_paths_rels" ADD CONSTRAINT "learning_paths_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "learning_paths_rels" ADD CONSTRAINT "learning_paths_rels_success_stories_fk" FOREIGN KEY ("success_stories_id") REFERENCES "public"."success_stories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "language_certificate_descriptions_locales" ADD CONSTRAINT "language_certificate_descriptions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."language_certificate_descriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "user_learning_paths" ADD CONSTRAINT "user_learning_paths_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_learning_paths" ADD CONSTRAINT "user_learning_paths_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_document_page_infos" ADD CONSTRAINT "user_document_page_infos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_document_page_infos" ADD CONSTRAINT "user_document_page_infos_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "learning_paths_checkpoints_steps_order_idx" ON "learning_paths_checkpoints_steps" USING btree ("_order");
  CREATE INDEX "learning_paths_checkpoints_steps_parent_id_idx" ON "learning_paths_checkpoints_steps" USING btree ("_parent_id");
  CREATE INDEX "learning_paths_checkpoints_steps_lesson_idx" ON "learning_paths_checkpoints_steps" USING btree ("lesson_id");
  CREATE INDEX "learning_paths_checkpoints_steps_document_idx" ON "learning_paths_checkpoints_steps" USING btree ("document_id");
  CREATE INDEX "learning_paths_checkpoints_order_idx" ON "learning_paths_checkpoints" USING btree ("_order");
  CREATE INDEX "learning_paths_checkpoints_parent_id_idx" ON "learning_paths_checkpoints" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "learning_paths_checkpoints_locales_locale_parent_id_unique" ON "learning_paths_checkpoints_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "learning_paths_rels_order_idx" ON "learning_paths_rels" USING btree ("order");
  CREATE INDEX "learning_paths_rels_parent_idx" ON "learning_paths_rels" USING btree ("parent_id");
  CREATE INDEX "learning_paths_rels_path_idx" ON "learning_paths_rels" USING btree ("path");
  CREATE INDEX "learning_paths_rels_success_stories_id_idx" ON "learning_paths_rels" USING btree ("success_stories_id");
  CREATE UNIQUE INDEX "language_certificate_descriptions_language_idx" ON "language_certificate_descriptions" USING btree ("language");
  CREATE INDEX "language_certificate_descriptions_updated_at_idx" ON "language_certificate_descriptions" USING btree ("updated_at");
  CREATE INDEX "language_certificate_descriptions_created_at_idx" ON "language_certificate_descriptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "language_certificate_descriptions_locales_locale_parent_id_u" ON "language_certificate_descriptions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "user_learning_paths_user_idx" ON "user_learning_paths" USING btree ("user_id");
  CREATE INDEX "user_learning_paths_learning_path_idx" ON "user_learning_paths" USING btree ("learning_path_id");
  CREATE INDEX "user_learning_paths_updated_at_idx" ON "user_learning_paths" USING btree ("updated_at");
  CREATE INDEX "user_learning_paths_created_at_idx" ON "user_learning_paths" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_learningPath_idx" ON "user_learning_paths" USING btree ("user_id","learning_path_id");
  CREATE INDEX "user_document_page_infos_user_idx" ON "user_document_page_infos" USING btree ("user_id");
  CREATE INDEX "user_document_page_infos_document_idx" ON "user_document_page_infos" USING btree ("document_id");
  CREATE INDEX "user_document_page_infos_updated_at_idx" ON "user_document_page_infos" USING btree ("updated_at");
  CREATE INDEX "user_document_page_infos_created_at_idx" ON "user_document_page_infos" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_document_idx" ON "user_document_page_infos" USING btree ("user_id","document_id");
  CREATE UNIQUE INDEX "certificates_number_idx" ON "certificates" USING btree ("number");
  CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");
  CREATE INDEX "certificates_learning_path_idx" ON "certificates" USING btree ("learning_path_id");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_learningPath_1_idx" ON "certificates" USING btree ("user_id","learning_path_id");
  CREATE UNIQUE INDEX "user_languageName_idx" ON "certificates" USING btree ("user_id","language_name");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_language_certificate_descri_fk" FOREIGN KEY ("language_certificate_descriptions_id") REFERENCES "public"."language_certificate_descriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_learning_paths_fk" FOREIGN KEY ("user_learning_paths_id") REFERENCES "public"."user_learning_paths"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_document_page_infos_fk" FOREIGN KEY ("user_document_page_infos_id") REFERENCES "public"."user_document_page_infos"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "learning_paths_order_idx" ON "learning_paths" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_language_certificate_descr_idx" ON "payload_locked_documents_rels" USING btree ("language_certificate_descriptions_id");
  CREATE INDEX "payload_locked_documents_rels_user_learning_paths_id_idx" ON "payload_locked_documents_rels" USING btree ("user_learning_paths_id");
  CREATE INDEX "payload_locked_documents_rels_user_document_page_infos_i_idx" ON "payload_locked_documents_rels" USING btree ("user_document_page_infos_id");
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  DROP TYPE "public"."enum_learning_paths_steps_content_type";
  DROP TYPE "public"."enum_learning_paths_steps_lock_type";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_learning_paths_steps_content_type" AS ENUM('lesson', 'document');
  CREATE TYPE "public"."enum_learning_paths_steps_lock_type" AS ENUM('suspended', 'newToThisPath', 'newToAllPath', 'onMobileScreenSize');
  CREATE TABLE "learning_paths_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content_type" "enum_learning_paths_steps_content_type" NOT NULL,
  	"lesson_id" integer,
  	"document_id" integer,
  	"is_checkpoint" boolean DEFAULT false,
  	"lock_type" "enum_learning_paths_steps_lock_type"
  );
  
  ALTER TABLE "learning_paths_checkpoints_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "learning_paths_checkpoints" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "learning_paths_checkpoints_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "learning_paths_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "language_certificate_descriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "language_certificate_descriptions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "user_learning_paths" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "user_document_page_infos" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "learning_paths_checkpoints_steps" CASCADE;
  DROP TABLE "learning_paths_checkpoints" CASCADE;
  DROP TABLE "learning_paths_checkpoints_locales" CASCADE;
  DROP TABLE "learning_paths_rels" CASCADE;
  DROP TABLE "language_certificate_descriptions" CASCADE;
  DROP TABLE "language_certificate_descriptions_locales" CASCADE;
  DROP TABLE "user_learning_paths" CASCADE;
  DROP TABLE "user_document_page_infos" CASCADE;
  DROP TABLE "certificates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_language_certificate_descri_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_user_learning_paths_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_user_document_page_infos_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  DROP INDEX "learning_paths_order_idx";
  DROP INDEX "payload_locked_documents_rels_language_certificate_descr_idx";
  DROP INDEX "payload_locked_documents_rels_user_learning_paths_id_idx";
  DROP INDEX "payload_locked_documents_rels_user_document_page_infos_i_idx";
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  ALTER TABLE "learning_paths_steps" ADD CONSTRAINT "learning_paths_steps_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "learning_paths_steps" ADD CONSTRAINT "learning_paths_steps_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "learning_paths_steps" ADD CONSTRAINT "learning_paths_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "learning_paths_steps_order_idx" ON "learning_paths_steps" USING btree ("_order");
  CREATE INDEX "learning_paths_steps_parent_id_idx" ON "learning_paths_steps" USING btree ("_parent_id");
  CREATE INDEX "learning_paths_steps_lesson_idx" ON "learning_paths_steps" USING btree ("lesson_id");
  CREATE INDEX "learning_paths_steps_document_idx" ON "learning_paths_steps" USING btree ("document_id");
  ALTER TABLE "learning_paths" DROP COLUMN "order";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "language_certificate_descriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "user_learning_paths_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "user_document_page_infos_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";
  DROP TYPE "public"."enum_learning_paths_checkpoints_steps_content_type";
  DROP TYPE "public"."enum_learning_paths_checkpoints_steps_lock_type";
  DROP TYPE "public"."enum_language_certificate_descriptions_language";
  DROP TYPE "public"."enum_user_learning_paths_status";
  DROP TYPE "public"."enum_certificates_item_type";
  DROP TYPE "public"."enum_certificates_language_name";`)
}
