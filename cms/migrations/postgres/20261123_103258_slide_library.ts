import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { backfillSlideSearch } from '../../slides/backfillSlideSearch.ts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "favorite_slides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"slide_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "slide_search_terms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slide_id" integer NOT NULL,
  	"locale" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"term" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "favorite_slides_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "slide_search_terms_id" integer;
  ALTER TABLE "favorite_slides" ADD CONSTRAINT "favorite_slides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "favorite_slides" ADD CONSTRAINT "favorite_slides_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "slide_search_terms" ADD CONSTRAINT "slide_search_terms_slide_id_slides_id_fk" FOREIGN KEY ("slide_id") REFERENCES "public"."slides"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "favorite_slides_user_idx" ON "favorite_slides" USING btree ("user_id");
  CREATE INDEX "favorite_slides_slide_idx" ON "favorite_slides" USING btree ("slide_id");
  CREATE INDEX "favorite_slides_updated_at_idx" ON "favorite_slides" USING btree ("updated_at");
  CREATE INDEX "favorite_slides_created_at_idx" ON "favorite_slides" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_slide_idx" ON "favorite_slides" USING btree ("user_id","slide_id");
  CREATE INDEX "slide_search_terms_slide_idx" ON "slide_search_terms" USING btree ("slide_id");
  CREATE INDEX "locale_kind_term_slide_idx" ON "slide_search_terms" USING btree ("locale","kind","term","slide_id");
  CREATE INDEX "slide_locale_kind_term_idx" ON "slide_search_terms" USING btree ("slide_id","locale","kind","term");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_favorite_slides_fk" FOREIGN KEY ("favorite_slides_id") REFERENCES "public"."favorite_slides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_slide_search_terms_fk" FOREIGN KEY ("slide_search_terms_id") REFERENCES "public"."slide_search_terms"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_favorite_slides_id_idx" ON "payload_locked_documents_rels" USING btree ("favorite_slides_id");
  CREATE INDEX "payload_locked_documents_rels_slide_search_terms_id_idx" ON "payload_locked_documents_rels" USING btree ("slide_search_terms_id");`)
  // Search terms compare by code point, as on SQLite, whatever the database's collation: the prefix ranges of
  // cms/slides/slideQuery.ts (term >= 'sel' AND term < 'sel' || U+10FFFF) depend on it.
  await db.execute(sql`ALTER TABLE "slide_search_terms" ALTER COLUMN "term" SET DATA TYPE text COLLATE "C";`)
  // Decks saved before this migration become searchable: their search rows, as the decks' hook writes them.
  await backfillSlideSearch(payload, req)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "favorite_slides" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "slide_search_terms" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "favorite_slides" CASCADE;
  DROP TABLE "slide_search_terms" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_favorite_slides_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_slide_search_terms_fk";
  
  DROP INDEX "payload_locked_documents_rels_favorite_slides_id_idx";
  DROP INDEX "payload_locked_documents_rels_slide_search_terms_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "favorite_slides_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "slide_search_terms_id";`)
}
