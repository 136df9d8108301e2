import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing" ADD COLUMN "featured_course_free_trial" boolean DEFAULT false;
  ALTER TABLE "_landing_v" ADD COLUMN "version_featured_course_free_trial" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing" DROP COLUMN "featured_course_free_trial";
  ALTER TABLE "_landing_v" DROP COLUMN "version_featured_course_free_trial";`)
}
