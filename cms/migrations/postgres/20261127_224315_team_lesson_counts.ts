import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "team_lesson_counts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_id" integer NOT NULL,
  	"lesson_id" integer NOT NULL,
  	"members" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_lesson_counts_id" integer;
  ALTER TABLE "team_lesson_counts" ADD CONSTRAINT "team_lesson_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_lesson_counts" ADD CONSTRAINT "team_lesson_counts_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "team_lesson_counts_company_idx" ON "team_lesson_counts" USING btree ("company_id");
  CREATE INDEX "team_lesson_counts_lesson_idx" ON "team_lesson_counts" USING btree ("lesson_id");
  CREATE INDEX "team_lesson_counts_updated_at_idx" ON "team_lesson_counts" USING btree ("updated_at");
  CREATE INDEX "team_lesson_counts_created_at_idx" ON "team_lesson_counts" USING btree ("created_at");
  CREATE UNIQUE INDEX "company_lesson_idx" ON "team_lesson_counts" USING btree ("company_id","lesson_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_lesson_counts_fk" FOREIGN KEY ("team_lesson_counts_id") REFERENCES "public"."team_lesson_counts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_team_lesson_counts_id_idx" ON "payload_locked_documents_rels" USING btree ("team_lesson_counts_id");`)
  // The counts of the teams that exist already (cms/teams/teamLessonCounts.ts keeps them from here on).
  await db.execute(sql`INSERT INTO "team_lesson_counts" ("company_id", "lesson_id", "members") SELECT cu."company_id", lc."lesson_id", COUNT(*) FROM "companies_users" cu JOIN "lesson_completions" lc ON lc."user_id" = cu."user_id" GROUP BY cu."company_id", lc."lesson_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_lesson_counts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "team_lesson_counts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_lesson_counts_fk";
  
  DROP INDEX "payload_locked_documents_rels_team_lesson_counts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_lesson_counts_id";`)
}
