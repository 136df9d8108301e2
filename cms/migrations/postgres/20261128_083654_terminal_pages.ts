import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_pages_judges_type" ADD VALUE 'TerminalJudge';
  CREATE TABLE "pages_terminal_permitted" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"command" varchar NOT NULL,
  	"once" boolean DEFAULT false
  );
  
  ALTER TABLE "pages" ADD COLUMN "terminal_setup" varchar;
  ALTER TABLE "pages_terminal_permitted" ADD CONSTRAINT "pages_terminal_permitted_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_terminal_permitted_order_idx" ON "pages_terminal_permitted" USING btree ("_order");
  CREATE INDEX "pages_terminal_permitted_parent_id_idx" ON "pages_terminal_permitted" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_terminal_permitted" CASCADE;
  ALTER TABLE "pages_judges" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_pages_judges_type";
  CREATE TYPE "public"."enum_pages_judges_type" AS ENUM('OutputJudge', 'CodeJudge', 'CodeJudge2', 'ImageJudge');
  ALTER TABLE "pages_judges" ALTER COLUMN "type" SET DATA TYPE "public"."enum_pages_judges_type" USING "type"::"public"."enum_pages_judges_type";
  ALTER TABLE "pages" DROP COLUMN "terminal_setup";`)
}
