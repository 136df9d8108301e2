import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "ranking_scores" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"period_key" varchar NOT NULL,
  	"exp" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ranking_scores_id" integer;
  ALTER TABLE "ranking_scores" ADD CONSTRAINT "ranking_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "ranking_scores_user_idx" ON "ranking_scores" USING btree ("user_id");
  CREATE INDEX "ranking_scores_updated_at_idx" ON "ranking_scores" USING btree ("updated_at");
  CREATE INDEX "ranking_scores_created_at_idx" ON "ranking_scores" USING btree ("created_at");
  CREATE INDEX "periodKey_exp_idx" ON "ranking_scores" USING btree ("period_key","exp");
  CREATE UNIQUE INDEX "user_periodKey_idx" ON "ranking_scores" USING btree ("user_id","period_key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ranking_scores_fk" FOREIGN KEY ("ranking_scores_id") REFERENCES "public"."ranking_scores"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ranking_scores_id_idx" ON "payload_locked_documents_rels" USING btree ("ranking_scores_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ranking_scores" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ranking_scores" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ranking_scores_fk";
  
  DROP INDEX "payload_locked_documents_rels_ranking_scores_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ranking_scores_id";`)
}
