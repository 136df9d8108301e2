import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_confirmation_digest\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_confirmation_sent_at\` text;`)
  await db.run(sql`CREATE INDEX \`users_email_confirmation_digest_idx\` ON \`users\` (\`email_confirmation_digest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`users_email_confirmation_digest_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_confirmation_digest\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_confirmation_sent_at\`;`)
}
