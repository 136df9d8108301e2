import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`professional_courses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'available',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`professional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`professional_courses_order_idx\` ON \`professional_courses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`professional_courses_parent_id_idx\` ON \`professional_courses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`professional_courses_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`professional_courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`professional_courses_locales_locale_parent_id_unique\` ON \`professional_courses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`professional_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`rating\` numeric DEFAULT 5,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`professional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`professional_reviews_order_idx\` ON \`professional_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`professional_reviews_parent_id_idx\` ON \`professional_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`professional_reviews_locales\` (
  	\`role\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`professional_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`professional_reviews_locales_locale_parent_id_unique\` ON \`professional_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`professional\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`professional__status_idx\` ON \`professional\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`professional_locales\` (
  	\`hero_title\` text,
  	\`hero_lead\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`professional\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`professional_locales_locale_parent_id_unique\` ON \`professional_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_professional_v_version_courses\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'available',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_professional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_professional_v_version_courses_order_idx\` ON \`_professional_v_version_courses\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_professional_v_version_courses_parent_id_idx\` ON \`_professional_v_version_courses\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_professional_v_version_courses_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_professional_v_version_courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_professional_v_version_courses_locales_locale_parent_id_uni\` ON \`_professional_v_version_courses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_professional_v_version_reviews\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`rating\` numeric DEFAULT 5,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_professional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_professional_v_version_reviews_order_idx\` ON \`_professional_v_version_reviews\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_professional_v_version_reviews_parent_id_idx\` ON \`_professional_v_version_reviews\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_professional_v_version_reviews_locales\` (
  	\`role\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_professional_v_version_reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_professional_v_version_reviews_locales_locale_parent_id_uni\` ON \`_professional_v_version_reviews_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_professional_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_professional_v_version_version__status_idx\` ON \`_professional_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_professional_v_created_at_idx\` ON \`_professional_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_professional_v_updated_at_idx\` ON \`_professional_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_professional_v_snapshot_idx\` ON \`_professional_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_professional_v_published_locale_idx\` ON \`_professional_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_professional_v_latest_idx\` ON \`_professional_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_professional_v_locales\` (
  	\`version_hero_title\` text,
  	\`version_hero_lead\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_professional_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_professional_v_locales_locale_parent_id_unique\` ON \`_professional_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`professional_courses\`;`)
  await db.run(sql`DROP TABLE \`professional_courses_locales\`;`)
  await db.run(sql`DROP TABLE \`professional_reviews\`;`)
  await db.run(sql`DROP TABLE \`professional_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`professional\`;`)
  await db.run(sql`DROP TABLE \`professional_locales\`;`)
  await db.run(sql`DROP TABLE \`_professional_v_version_courses\`;`)
  await db.run(sql`DROP TABLE \`_professional_v_version_courses_locales\`;`)
  await db.run(sql`DROP TABLE \`_professional_v_version_reviews\`;`)
  await db.run(sql`DROP TABLE \`_professional_v_version_reviews_locales\`;`)
  await db.run(sql`DROP TABLE \`_professional_v\`;`)
  await db.run(sql`DROP TABLE \`_professional_v_locales\`;`)
}
