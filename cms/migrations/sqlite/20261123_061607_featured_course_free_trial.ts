import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`landing\` ADD \`featured_course_free_trial\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_landing_v\` ADD \`version_featured_course_free_trial\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`featured_course_free_trial\`;`)
  await db.run(sql`ALTER TABLE \`_landing_v\` DROP COLUMN \`version_featured_course_free_trial\`;`)
}
