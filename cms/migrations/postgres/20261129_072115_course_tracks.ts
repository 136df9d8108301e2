import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_track" AS ENUM('web', 'data', 'backend');
  ALTER TABLE "courses" ADD COLUMN "track" "enum_courses_track";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses" DROP COLUMN "track";
  DROP TYPE "public"."enum_courses_track";`)
}
