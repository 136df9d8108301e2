import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_application_events_type" AS ENUM('debug-event', 'click', 'page_view', 'dashboard_next_item_for_web_dev_intro_path_details_viewed', 'dashboard_next_item_for_web_dev_intro_resumed', 'solutions', 'survey');
  CREATE TABLE "application_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_application_events_type" NOT NULL,
  	"target" varchar NOT NULL,
  	"user_id" integer,
  	"page_id" integer,
  	"url" varchar,
  	"detail" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "application_events_id" integer;
  ALTER TABLE "application_events" ADD CONSTRAINT "application_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "application_events" ADD CONSTRAINT "application_events_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "application_events_type_idx" ON "application_events" USING btree ("type");
  CREATE INDEX "application_events_target_idx" ON "application_events" USING btree ("target");
  CREATE INDEX "application_events_user_idx" ON "application_events" USING btree ("user_id");
  CREATE INDEX "application_events_page_idx" ON "application_events" USING btree ("page_id");
  CREATE INDEX "application_events_updated_at_idx" ON "application_events" USING btree ("updated_at");
  CREATE INDEX "application_events_created_at_idx" ON "application_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_events_fk" FOREIGN KEY ("application_events_id") REFERENCES "public"."application_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_application_events_id_idx" ON "payload_locked_documents_rels" USING btree ("application_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "application_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "application_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_application_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_application_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "application_events_id";
  DROP TYPE "public"."enum_application_events_type";`)
}
