import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_companies_users_device" AS ENUM('web', 'app');
  ALTER TYPE "public"."enum_subscriptions_plan" ADD VALUE 'team_1m';
  ALTER TYPE "public"."enum_subscriptions_plan" ADD VALUE 'team_academic';
  ALTER TYPE "public"."enum_coupons_plan" ADD VALUE 'team_1m';
  ALTER TYPE "public"."enum_coupons_plan" ADD VALUE 'team_academic';
  CREATE TABLE "companies_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"courses_id" integer
  );
  
  CREATE TABLE "companies_users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"paid_access" boolean DEFAULT true,
  	"admin" boolean DEFAULT false,
  	"muted" boolean DEFAULT false,
  	"device" "enum_companies_users_device" DEFAULT 'web',
  	"locale_user_type" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "company_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"token_digest" varchar NOT NULL,
  	"admin" boolean DEFAULT false,
  	"invited_by_id" integer,
  	"accepted_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lesson_completions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"lesson_id" integer NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Memberships move from the account's companies field to companies_users (docs/teams.md "Data"), with access on.
  INSERT INTO "companies_users" ("company_id", "user_id") SELECT "companies_id", "parent_id" FROM "users_rels" WHERE "path" = 'companies' AND "companies_id" IS NOT NULL;
  ALTER TABLE "users_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_rels" CASCADE;
  ALTER TABLE "companies" ADD COLUMN "address" varchar;
  ALTER TABLE "companies" ADD COLUMN "phone" varchar;
  ALTER TABLE "companies" ADD COLUMN "admin_name" varchar;
  ALTER TABLE "companies" ADD COLUMN "admin_email" varchar;
  ALTER TABLE "companies" ADD COLUMN "receipt_company_name" varchar;
  ALTER TABLE "companies" ADD COLUMN "invite_token" varchar;
  ALTER TABLE "companies" ADD COLUMN "stripe_customer_id" varchar;
  ALTER TABLE "subscriptions" ADD COLUMN "quantity" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "companies_users_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_invitations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lesson_completions_id" integer;
  ALTER TABLE "companies_rels" ADD CONSTRAINT "companies_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "companies_rels" ADD CONSTRAINT "companies_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "companies_users" ADD CONSTRAINT "companies_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "companies_users" ADD CONSTRAINT "companies_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "companies_rels_order_idx" ON "companies_rels" USING btree ("order");
  CREATE INDEX "companies_rels_parent_idx" ON "companies_rels" USING btree ("parent_id");
  CREATE INDEX "companies_rels_path_idx" ON "companies_rels" USING btree ("path");
  CREATE INDEX "companies_rels_courses_id_idx" ON "companies_rels" USING btree ("courses_id");
  CREATE INDEX "companies_users_company_idx" ON "companies_users" USING btree ("company_id");
  CREATE INDEX "companies_users_user_idx" ON "companies_users" USING btree ("user_id");
  CREATE INDEX "companies_users_updated_at_idx" ON "companies_users" USING btree ("updated_at");
  CREATE INDEX "companies_users_created_at_idx" ON "companies_users" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_user_idx" ON "companies_users" USING btree ("company_id","user_id");
  CREATE INDEX "company_invitations_company_idx" ON "company_invitations" USING btree ("company_id");
  CREATE INDEX "company_invitations_token_digest_idx" ON "company_invitations" USING btree ("token_digest");
  CREATE INDEX "company_invitations_invited_by_idx" ON "company_invitations" USING btree ("invited_by_id");
  CREATE INDEX "company_invitations_accepted_at_idx" ON "company_invitations" USING btree ("accepted_at");
  CREATE INDEX "company_invitations_updated_at_idx" ON "company_invitations" USING btree ("updated_at");
  CREATE INDEX "company_invitations_created_at_idx" ON "company_invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_email_idx" ON "company_invitations" USING btree ("company_id","email");
  CREATE INDEX "lesson_completions_user_idx" ON "lesson_completions" USING btree ("user_id");
  CREATE INDEX "lesson_completions_lesson_idx" ON "lesson_completions" USING btree ("lesson_id");
  CREATE INDEX "lesson_completions_updated_at_idx" ON "lesson_completions" USING btree ("updated_at");
  CREATE INDEX "lesson_completions_created_at_idx" ON "lesson_completions" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_lesson_idx" ON "lesson_completions" USING btree ("user_id","lesson_id");
  CREATE INDEX "completedAt_idx" ON "lesson_completions" USING btree ("completed_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_companies_users_fk" FOREIGN KEY ("companies_users_id") REFERENCES "public"."companies_users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_invitations_fk" FOREIGN KEY ("company_invitations_id") REFERENCES "public"."company_invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lesson_completions_fk" FOREIGN KEY ("lesson_completions_id") REFERENCES "public"."lesson_completions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "companies_invite_token_idx" ON "companies" USING btree ("invite_token");
  CREATE INDEX "payload_locked_documents_rels_companies_users_id_idx" ON "payload_locked_documents_rels" USING btree ("companies_users_id");
  CREATE INDEX "payload_locked_documents_rels_company_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("company_invitations_id");
  CREATE INDEX "payload_locked_documents_rels_lesson_completions_id_idx" ON "payload_locked_documents_rels" USING btree ("lesson_completions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "users_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"companies_id" integer
  );
  
  ALTER TABLE "companies_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "companies_users" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_invitations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lesson_completions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "companies_rels" CASCADE;
  DROP TABLE "companies_users" CASCADE;
  DROP TABLE "company_invitations" CASCADE;
  DROP TABLE "lesson_completions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_companies_users_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_invitations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lesson_completions_fk";
  
  ALTER TABLE "subscriptions" ALTER COLUMN "plan" SET DATA TYPE text;
  DROP TYPE "public"."enum_subscriptions_plan";
  CREATE TYPE "public"."enum_subscriptions_plan" AS ENUM('plus_1m', 'plus_6m', 'plus_12m', 'plus_jp_1m_2306', 'professional_1m', 'professional_course', 'plus_ios', 'plus_ios_en', 'plus_android', 'plus_android_en');
  ALTER TABLE "subscriptions" ALTER COLUMN "plan" SET DATA TYPE "public"."enum_subscriptions_plan" USING "plan"::"public"."enum_subscriptions_plan";
  ALTER TABLE "coupons" ALTER COLUMN "plan" SET DATA TYPE text;
  ALTER TABLE "coupons" ALTER COLUMN "plan" SET DEFAULT 'plus_1m'::text;
  DROP TYPE "public"."enum_coupons_plan";
  CREATE TYPE "public"."enum_coupons_plan" AS ENUM('plus_1m', 'plus_6m', 'plus_12m', 'plus_jp_1m_2306', 'professional_1m', 'professional_course', 'plus_ios', 'plus_ios_en', 'plus_android', 'plus_android_en');
  ALTER TABLE "coupons" ALTER COLUMN "plan" SET DEFAULT 'plus_1m'::"public"."enum_coupons_plan";
  ALTER TABLE "coupons" ALTER COLUMN "plan" SET DATA TYPE "public"."enum_coupons_plan" USING "plan"::"public"."enum_coupons_plan";
  DROP INDEX "companies_invite_token_idx";
  DROP INDEX "payload_locked_documents_rels_companies_users_id_idx";
  DROP INDEX "payload_locked_documents_rels_company_invitations_id_idx";
  DROP INDEX "payload_locked_documents_rels_lesson_completions_id_idx";
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_rels" ADD CONSTRAINT "users_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_rels_order_idx" ON "users_rels" USING btree ("order");
  CREATE INDEX "users_rels_parent_idx" ON "users_rels" USING btree ("parent_id");
  CREATE INDEX "users_rels_path_idx" ON "users_rels" USING btree ("path");
  CREATE INDEX "users_rels_companies_id_idx" ON "users_rels" USING btree ("companies_id");
  ALTER TABLE "companies" DROP COLUMN "address";
  ALTER TABLE "companies" DROP COLUMN "phone";
  ALTER TABLE "companies" DROP COLUMN "admin_name";
  ALTER TABLE "companies" DROP COLUMN "admin_email";
  ALTER TABLE "companies" DROP COLUMN "receipt_company_name";
  ALTER TABLE "companies" DROP COLUMN "invite_token";
  ALTER TABLE "companies" DROP COLUMN "stripe_customer_id";
  ALTER TABLE "subscriptions" DROP COLUMN "quantity";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "companies_users_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_invitations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lesson_completions_id";
  DROP TYPE "public"."enum_companies_users_device";`)
}
