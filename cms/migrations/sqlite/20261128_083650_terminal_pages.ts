import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_terminal_permitted\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`command\` text NOT NULL,
  	\`once\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_terminal_permitted_order_idx\` ON \`pages_terminal_permitted\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_terminal_permitted_parent_id_idx\` ON \`pages_terminal_permitted\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages\` ADD \`terminal_setup\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_terminal_permitted\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`terminal_setup\`;`)
}
