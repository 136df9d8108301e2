import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_professional_courses_status" AS ENUM('available', 'coming_soon');
  CREATE TYPE "public"."enum_professional_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__professional_v_version_courses_status" AS ENUM('available', 'coming_soon');
  CREATE TYPE "public"."enum__professional_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__professional_v_published_locale" AS ENUM('ja', 'en', 'id');
  ALTER TYPE "public"."enum_landing_sections_kind" ADD VALUE 'partners';
  ALTER TYPE "public"."enum__landing_v_version_sections_kind" ADD VALUE 'partners';
  CREATE TABLE "professional_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_professional_courses_status" DEFAULT 'available'
  );
  
  CREATE TABLE "professional_courses_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "professional_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"rating" numeric DEFAULT 5
  );
  
  CREATE TABLE "professional_reviews_locales" (
  	"role" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "professional" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_professional_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "professional_locales" (
  	"hero_title" varchar,
  	"hero_lead" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_professional_v_version_courses" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum__professional_v_version_courses_status" DEFAULT 'available',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_professional_v_version_courses_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_professional_v_version_reviews" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"rating" numeric DEFAULT 5,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_professional_v_version_reviews_locales" (
  	"role" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_professional_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__professional_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__professional_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_professional_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_lead" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "professional_courses" ADD CONSTRAINT "professional_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."professional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_courses_locales" ADD CONSTRAINT "professional_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."professional_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_reviews" ADD CONSTRAINT "professional_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."professional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_reviews_locales" ADD CONSTRAINT "professional_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."professional_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "professional_locales" ADD CONSTRAINT "professional_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."professional"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_professional_v_version_courses" ADD CONSTRAINT "_professional_v_version_courses_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_professional_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_professional_v_version_courses_locales" ADD CONSTRAINT "_professional_v_version_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_professional_v_version_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_professional_v_version_reviews" ADD CONSTRAINT "_professional_v_version_reviews_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_professional_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_professional_v_version_reviews_locales" ADD CONSTRAINT "_professional_v_version_reviews_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_professional_v_version_reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_professional_v_locales" ADD CONSTRAINT "_professional_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_professional_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "professional_courses_order_idx" ON "professional_courses" USING btree ("_order");
  CREATE INDEX "professional_courses_parent_id_idx" ON "professional_courses" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "professional_courses_locales_locale_parent_id_unique" ON "professional_courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "professional_reviews_order_idx" ON "professional_reviews" USING btree ("_order");
  CREATE INDEX "professional_reviews_parent_id_idx" ON "professional_reviews" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "professional_reviews_locales_locale_parent_id_unique" ON "professional_reviews_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "professional__status_idx" ON "professional" USING btree ("_status");
  CREATE UNIQUE INDEX "professional_locales_locale_parent_id_unique" ON "professional_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_professional_v_version_courses_order_idx" ON "_professional_v_version_courses" USING btree ("_order");
  CREATE INDEX "_professional_v_version_courses_parent_id_idx" ON "_professional_v_version_courses" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_professional_v_version_courses_locales_locale_parent_id_uni" ON "_professional_v_version_courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_professional_v_version_reviews_order_idx" ON "_professional_v_version_reviews" USING btree ("_order");
  CREATE INDEX "_professional_v_version_reviews_parent_id_idx" ON "_professional_v_version_reviews" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_professional_v_version_reviews_locales_locale_parent_id_uni" ON "_professional_v_version_reviews_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_professional_v_version_version__status_idx" ON "_professional_v" USING btree ("version__status");
  CREATE INDEX "_professional_v_created_at_idx" ON "_professional_v" USING btree ("created_at");
  CREATE INDEX "_professional_v_updated_at_idx" ON "_professional_v" USING btree ("updated_at");
  CREATE INDEX "_professional_v_snapshot_idx" ON "_professional_v" USING btree ("snapshot");
  CREATE INDEX "_professional_v_published_locale_idx" ON "_professional_v" USING btree ("published_locale");
  CREATE INDEX "_professional_v_latest_idx" ON "_professional_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_professional_v_locales_locale_parent_id_unique" ON "_professional_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "professional_courses" CASCADE;
  DROP TABLE "professional_courses_locales" CASCADE;
  DROP TABLE "professional_reviews" CASCADE;
  DROP TABLE "professional_reviews_locales" CASCADE;
  DROP TABLE "professional" CASCADE;
  DROP TABLE "professional_locales" CASCADE;
  DROP TABLE "_professional_v_version_courses" CASCADE;
  DROP TABLE "_professional_v_version_courses_locales" CASCADE;
  DROP TABLE "_professional_v_version_reviews" CASCADE;
  DROP TABLE "_professional_v_version_reviews_locales" CASCADE;
  DROP TABLE "_professional_v" CASCADE;
  DROP TABLE "_professional_v_locales" CASCADE;
  ALTER TABLE "landing_sections" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum_landing_sections_kind";
  CREATE TYPE "public"."enum_landing_sections_kind" AS ENUM('introduction', 'lessons', 'stories', 'plans', 'app', 'message', 'start');
  ALTER TABLE "landing_sections" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_landing_sections_kind" USING "kind"::"public"."enum_landing_sections_kind";
  ALTER TABLE "_landing_v_version_sections" ALTER COLUMN "kind" SET DATA TYPE text;
  DROP TYPE "public"."enum__landing_v_version_sections_kind";
  CREATE TYPE "public"."enum__landing_v_version_sections_kind" AS ENUM('introduction', 'lessons', 'stories', 'plans', 'app', 'message', 'start');
  ALTER TABLE "_landing_v_version_sections" ALTER COLUMN "kind" SET DATA TYPE "public"."enum__landing_v_version_sections_kind" USING "kind"::"public"."enum__landing_v_version_sections_kind";
  DROP TYPE "public"."enum_professional_courses_status";
  DROP TYPE "public"."enum_professional_status";
  DROP TYPE "public"."enum__professional_v_version_courses_status";
  DROP TYPE "public"."enum__professional_v_version_status";
  DROP TYPE "public"."enum__professional_v_published_locale";`)
}
