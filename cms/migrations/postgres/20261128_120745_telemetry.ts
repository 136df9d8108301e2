import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_javascript_logs_kind" AS ENUM('analytics', 'js_debug', 'js_error');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "javascript_logs_id" integer;
  ALTER TABLE "javascript_logs" ADD CONSTRAINT "javascript_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "javascript_logs_type_idx" ON "javascript_logs" USING btree ("type");
  CREATE INDEX "javascript_logs_fingerprint_idx" ON "javascript_logs" USING btree ("fingerprint");
  CREATE INDEX "javascript_logs_user_idx" ON "javascript_logs" USING btree ("user_id");
  CREATE INDEX "javascript_logs_updated_at_idx" ON "javascript_logs" USING btree ("updated_at");
  CREATE INDEX "javascript_logs_created_at_idx" ON "javascript_logs" USING btree ("created_at");
  CREATE INDEX "kind_createdAt_idx" ON "javascript_logs" USING btree ("kind","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_javascript_logs_fk" FOREIGN KEY ("javascript_logs_id") REFERENCES "public"."javascript_logs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "type_createdAt_idx" ON "application_events" USING btree ("type","created_at");
  CREATE INDEX "payload_locked_documents_rels_javascript_logs_id_idx" ON "payload_locked_documents_rels" USING btree ("javascript_logs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "javascript_logs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "javascript_logs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_javascript_logs_fk";
  
  DROP INDEX "type_createdAt_idx";
  DROP INDEX "payload_locked_documents_rels_javascript_logs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "javascript_logs_id";
  DROP TYPE "public"."enum_javascript_logs_kind";`)
}
