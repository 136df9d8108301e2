import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { rebuildKeepingReferences } from '../../migrationSupport/sqliteRebuild.ts'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category_id\` integer,
  	\`version_order\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_category_idx\` ON \`_faqs_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_order_idx\` ON \`_faqs_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_snapshot_idx\` ON \`_faqs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_published_locale_idx\` ON \`_faqs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faqs_v_locales_locale_parent_id_unique\` ON \`_faqs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category\` text,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news_posts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_posts_v_parent_idx\` ON \`_news_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version_slug_idx\` ON \`_news_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version_published_at_idx\` ON \`_news_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version_updated_at_idx\` ON \`_news_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version_created_at_idx\` ON \`_news_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_version_version__status_idx\` ON \`_news_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_created_at_idx\` ON \`_news_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_updated_at_idx\` ON \`_news_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_snapshot_idx\` ON \`_news_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_published_locale_idx\` ON \`_news_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_posts_v_latest_idx\` ON \`_news_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_posts_v_locales_locale_parent_id_unique\` ON \`_news_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_person_name\` text,
  	\`version_country\` text,
  	\`version_image_id\` integer,
  	\`version_published_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_success_stories_v_parent_idx\` ON \`_success_stories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_slug_idx\` ON \`_success_stories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_image_idx\` ON \`_success_stories_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_updated_at_idx\` ON \`_success_stories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version_created_at_idx\` ON \`_success_stories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_version_version__status_idx\` ON \`_success_stories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_created_at_idx\` ON \`_success_stories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_updated_at_idx\` ON \`_success_stories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_snapshot_idx\` ON \`_success_stories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_published_locale_idx\` ON \`_success_stories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_success_stories_v_latest_idx\` ON \`_success_stories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_success_stories_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_success_stories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_success_stories_v_locales_locale_parent_id_unique\` ON \`_success_stories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_slug_idx\` ON \`_documents_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_locales\` (
  	\`version_title\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_landing_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`title\` text,
  	\`body\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_v_version_sections_order_idx\` ON \`_landing_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_version_sections_parent_id_idx\` ON \`_landing_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_version_sections_locale_idx\` ON \`_landing_v_version_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_v\` (
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
  await db.run(sql`CREATE INDEX \`_landing_v_version_version__status_idx\` ON \`_landing_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_created_at_idx\` ON \`_landing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_updated_at_idx\` ON \`_landing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_snapshot_idx\` ON \`_landing_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_published_locale_idx\` ON \`_landing_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_latest_idx\` ON \`_landing_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_landing_v_locales\` (
  	\`version_hero_title\` text,
  	\`version_hero_lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_landing_v_locales_locale_parent_id_unique\` ON \`_landing_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  // The generated table rebuilds below would cascade-delete the rows that reference these tables.
  await rebuildKeepingReferences(db, ['faqs', 'news_posts', 'success_stories', 'documents'], async () => {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`order\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "category_id", "order", "updated_at", "created_at", "_status") SELECT "id", "category_id", "order", "updated_at", "created_at", 'published' FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`faqs_category_idx\` ON \`faqs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_locales\` RENAME TO \`faqs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category\` text,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_posts\`("id", "slug", "category", "published_at", "updated_at", "created_at", "_status") SELECT "id", "slug", "category", "published_at", "updated_at", "created_at", 'published' FROM \`news_posts\`;`)
  await db.run(sql`DROP TABLE \`news_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_posts\` RENAME TO \`news_posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_posts_slug_idx\` ON \`news_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_published_at_idx\` ON \`news_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_updated_at_idx\` ON \`news_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_created_at_idx\` ON \`news_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news_posts__status_idx\` ON \`news_posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_posts_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_posts_locales\`("title", "excerpt", "body", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "body", "id", "_locale", "_parent_id" FROM \`news_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`news_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_posts_locales\` RENAME TO \`news_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_posts_locales_locale_parent_id_unique\` ON \`news_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`person_name\` text,
  	\`country\` text,
  	\`image_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories\`("id", "slug", "person_name", "country", "image_id", "published_at", "updated_at", "created_at", "_status") SELECT "id", "slug", "person_name", "country", "image_id", "published_at", "updated_at", "created_at", 'published' FROM \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories\` RENAME TO \`success_stories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_slug_idx\` ON \`success_stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_image_idx\` ON \`success_stories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories__status_idx\` ON \`success_stories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`success_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`success_stories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories_locales\` RENAME TO \`success_stories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_locales_locale_parent_id_unique\` ON \`success_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "slug", "updated_at", "created_at", "_status") SELECT "id", "slug", "updated_at", "created_at", 'published' FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_slug_idx\` ON \`documents\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents_locales\` RENAME TO \`documents_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`title\` text,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_sections\`("_order", "_parent_id", "_locale", "id", "kind", "title", "body") SELECT "_order", "_parent_id", "_locale", "id", "kind", "title", "body" FROM \`landing_sections\`;`)
  await db.run(sql`DROP TABLE \`landing_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_sections\` RENAME TO \`landing_sections\`;`)
  await db.run(sql`CREATE INDEX \`landing_sections_order_idx\` ON \`landing_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_sections_parent_id_idx\` ON \`landing_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_sections_locale_idx\` ON \`landing_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_locales\` (
  	\`hero_title\` text,
  	\`hero_lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_locales\`("hero_title", "hero_lead", "id", "_locale", "_parent_id") SELECT "hero_title", "hero_lead", "id", "_locale", "_parent_id" FROM \`landing_locales\`;`)
  await db.run(sql`DROP TABLE \`landing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_locales\` RENAME TO \`landing_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_locales_locale_parent_id_unique\` ON \`landing_locales\` (\`_locale\`,\`_parent_id\`);`)
  })
  await db.run(sql`ALTER TABLE \`landing\` ADD \`_status\` text DEFAULT 'draft';`)
  // What was on the site before drafts existed stays published.
  await db.run(sql`UPDATE \`landing\` SET \`_status\` = 'published';`)
  await db.run(sql`CREATE INDEX \`landing__status_idx\` ON \`landing\` (\`_status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_news_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v\`;`)
  await db.run(sql`DROP TABLE \`_success_stories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_landing_v\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`order\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "category_id", "order", "updated_at", "created_at") SELECT "id", "category_id", "order", "updated_at", "created_at" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`faqs_category_idx\` ON \`faqs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_order_idx\` ON \`faqs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`published_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_posts\`("id", "slug", "category", "published_at", "updated_at", "created_at") SELECT "id", "slug", "category", "published_at", "updated_at", "created_at" FROM \`news_posts\`;`)
  await db.run(sql`DROP TABLE \`news_posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_posts\` RENAME TO \`news_posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_posts_slug_idx\` ON \`news_posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_published_at_idx\` ON \`news_posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_updated_at_idx\` ON \`news_posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_posts_created_at_idx\` ON \`news_posts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`person_name\` text NOT NULL,
  	\`country\` text NOT NULL,
  	\`image_id\` integer,
  	\`published_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories\`("id", "slug", "person_name", "country", "image_id", "published_at", "updated_at", "created_at") SELECT "id", "slug", "person_name", "country", "image_id", "published_at", "updated_at", "created_at" FROM \`success_stories\`;`)
  await db.run(sql`DROP TABLE \`success_stories\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories\` RENAME TO \`success_stories\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_slug_idx\` ON \`success_stories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_image_idx\` ON \`success_stories\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_updated_at_idx\` ON \`success_stories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`success_stories_created_at_idx\` ON \`success_stories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents\`("id", "slug", "updated_at", "created_at") SELECT "id", "slug", "updated_at", "created_at" FROM \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents\` RENAME TO \`documents\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_slug_idx\` ON \`documents\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`landing__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_faqs_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs_locales\`("question", "answer", "id", "_locale", "_parent_id") SELECT "question", "answer", "id", "_locale", "_parent_id" FROM \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs_locales\` RENAME TO \`faqs_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_news_posts_locales\` (
  	\`title\` text NOT NULL,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_news_posts_locales\`("title", "excerpt", "body", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "body", "id", "_locale", "_parent_id" FROM \`news_posts_locales\`;`)
  await db.run(sql`DROP TABLE \`news_posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_news_posts_locales\` RENAME TO \`news_posts_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_posts_locales_locale_parent_id_unique\` ON \`news_posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_success_stories_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_success_stories_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`success_stories_locales\`;`)
  await db.run(sql`DROP TABLE \`success_stories_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_success_stories_locales\` RENAME TO \`success_stories_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`success_stories_locales_locale_parent_id_unique\` ON \`success_stories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_documents_locales\`("title", "body", "id", "_locale", "_parent_id") SELECT "title", "body", "id", "_locale", "_parent_id" FROM \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_documents_locales\` RENAME TO \`documents_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`title\` text NOT NULL,
  	\`body\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_sections\`("_order", "_parent_id", "_locale", "id", "kind", "title", "body") SELECT "_order", "_parent_id", "_locale", "id", "kind", "title", "body" FROM \`landing_sections\`;`)
  await db.run(sql`DROP TABLE \`landing_sections\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_sections\` RENAME TO \`landing_sections\`;`)
  await db.run(sql`CREATE INDEX \`landing_sections_order_idx\` ON \`landing_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_sections_parent_id_idx\` ON \`landing_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_sections_locale_idx\` ON \`landing_sections\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_locales\` (
  	\`hero_title\` text NOT NULL,
  	\`hero_lead\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_locales\`("hero_title", "hero_lead", "id", "_locale", "_parent_id") SELECT "hero_title", "hero_lead", "id", "_locale", "_parent_id" FROM \`landing_locales\`;`)
  await db.run(sql`DROP TABLE \`landing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_locales\` RENAME TO \`landing_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_locales_locale_parent_id_unique\` ON \`landing_locales\` (\`_locale\`,\`_parent_id\`);`)
}
