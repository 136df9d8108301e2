import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`learning_paths_checkpoints_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text DEFAULT 'lesson' NOT NULL,
  	\`lesson_id\` integer,
  	\`document_id\` integer,
  	\`lock_type\` text,
  	FOREIGN KEY (\`lesson_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`learning_paths_checkpoints\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`learning_paths_checkpoints_steps_order_idx\` ON \`learning_paths_checkpoints_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_checkpoints_steps_parent_id_idx\` ON \`learning_paths_checkpoints_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_checkpoints_steps_lesson_idx\` ON \`learning_paths_checkpoints_steps\` (\`lesson_id\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_checkpoints_steps_document_idx\` ON \`learning_paths_checkpoints_steps\` (\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`learning_paths_checkpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`learning_paths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`learning_paths_checkpoints_order_idx\` ON \`learning_paths_checkpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_checkpoints_parent_id_idx\` ON \`learning_paths_checkpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`learning_paths_checkpoints_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`learning_paths_checkpoints\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`learning_paths_checkpoints_locales_locale_parent_id_unique\` ON \`learning_paths_checkpoints_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`learning_paths_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`success_stories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`learning_paths\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`learning_paths_rels_order_idx\` ON \`learning_paths_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_rels_parent_idx\` ON \`learning_paths_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_rels_path_idx\` ON \`learning_paths_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_rels_success_stories_id_idx\` ON \`learning_paths_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE TABLE \`language_certificate_descriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`language\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`language_certificate_descriptions_language_idx\` ON \`language_certificate_descriptions\` (\`language\`);`)
  await db.run(sql`CREATE INDEX \`language_certificate_descriptions_updated_at_idx\` ON \`language_certificate_descriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`language_certificate_descriptions_created_at_idx\` ON \`language_certificate_descriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`language_certificate_descriptions_locales\` (
  	\`description\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`language_certificate_descriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`language_certificate_descriptions_locales_locale_parent_id_u\` ON \`language_certificate_descriptions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`user_learning_paths\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`learning_path_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`paused_at\` text,
  	\`completion_seen_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`learning_path_id\`) REFERENCES \`learning_paths\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`user_learning_paths_user_idx\` ON \`user_learning_paths\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`user_learning_paths_learning_path_idx\` ON \`user_learning_paths\` (\`learning_path_id\`);`)
  await db.run(sql`CREATE INDEX \`user_learning_paths_updated_at_idx\` ON \`user_learning_paths\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`user_learning_paths_created_at_idx\` ON \`user_learning_paths\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_learningPath_idx\` ON \`user_learning_paths\` (\`user_id\`,\`learning_path_id\`);`)
  await db.run(sql`CREATE TABLE \`user_document_page_infos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`document_id\` integer NOT NULL,
  	\`finished_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`user_document_page_infos_user_idx\` ON \`user_document_page_infos\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`user_document_page_infos_document_idx\` ON \`user_document_page_infos\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`user_document_page_infos_updated_at_idx\` ON \`user_document_page_infos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`user_document_page_infos_created_at_idx\` ON \`user_document_page_infos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_document_idx\` ON \`user_document_page_infos\` (\`user_id\`,\`document_id\`);`)
  await db.run(sql`CREATE TABLE \`certificates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`item_type\` text NOT NULL,
  	\`learning_path_id\` integer,
  	\`language_name\` text,
  	\`name\` text NOT NULL,
  	\`issued_at\` text NOT NULL,
  	\`reissued_at\` text,
  	\`covered\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`learning_path_id\`) REFERENCES \`learning_paths\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`certificates_number_idx\` ON \`certificates\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`certificates_user_idx\` ON \`certificates\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_learning_path_idx\` ON \`certificates\` (\`learning_path_id\`);`)
  await db.run(sql`CREATE INDEX \`certificates_updated_at_idx\` ON \`certificates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`certificates_created_at_idx\` ON \`certificates\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_learningPath_1_idx\` ON \`certificates\` (\`user_id\`,\`learning_path_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_languageName_idx\` ON \`certificates\` (\`user_id\`,\`language_name\`);`)
  // Paths saved before checkpoints existed keep their steps, in order, in one checkpoint per path (docs/paths.md).
  await db.run(sql`INSERT INTO \`learning_paths_checkpoints\` (\`_order\`, \`_parent_id\`, \`id\`) SELECT DISTINCT 1, \`_parent_id\`, 'migrated-' || \`_parent_id\` FROM \`learning_paths_steps\`;`)
  await db.run(sql`INSERT INTO \`learning_paths_checkpoints_locales\` (\`title\`, \`_locale\`, \`_parent_id\`) SELECT CASE l.code WHEN 'ja' THEN 'ステップ' ELSE 'Steps' END, l.code, c.\`id\` FROM \`learning_paths_checkpoints\` c, (SELECT 'ja' AS code UNION ALL SELECT 'en' UNION ALL SELECT 'id') l;`)
  await db.run(sql`INSERT INTO \`learning_paths_checkpoints_steps\` (\`_order\`, \`_parent_id\`, \`id\`, \`content_type\`, \`lesson_id\`, \`document_id\`, \`lock_type\`) SELECT \`_order\`, 'migrated-' || \`_parent_id\`, \`id\`, COALESCE(\`content_type\`, 'lesson'), \`lesson_id\`, \`document_id\`, \`lock_type\` FROM \`learning_paths_steps\`;`)
  await db.run(sql`DROP TABLE \`learning_paths_steps\`;`)
  await db.run(sql`ALTER TABLE \`learning_paths\` ADD \`order\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`CREATE INDEX \`learning_paths_order_idx\` ON \`learning_paths\` (\`order\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`language_certificate_descriptions_id\` integer REFERENCES language_certificate_descriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`user_learning_paths_id\` integer REFERENCES user_learning_paths(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`user_document_page_infos_id\` integer REFERENCES user_document_page_infos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`certificates_id\` integer REFERENCES certificates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_language_certificate_descr_idx\` ON \`payload_locked_documents_rels\` (\`language_certificate_descriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_learning_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`user_learning_paths_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_document_page_infos_i_idx\` ON \`payload_locked_documents_rels\` (\`user_document_page_infos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`learning_paths_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content_type\` text NOT NULL,
  	\`lesson_id\` integer,
  	\`document_id\` integer,
  	\`is_checkpoint\` integer DEFAULT false,
  	\`lock_type\` text,
  	FOREIGN KEY (\`lesson_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`learning_paths\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`learning_paths_steps_order_idx\` ON \`learning_paths_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_steps_parent_id_idx\` ON \`learning_paths_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_steps_lesson_idx\` ON \`learning_paths_steps\` (\`lesson_id\`);`)
  await db.run(sql`CREATE INDEX \`learning_paths_steps_document_idx\` ON \`learning_paths_steps\` (\`document_id\`);`)
  await db.run(sql`DROP TABLE \`learning_paths_checkpoints_steps\`;`)
  await db.run(sql`DROP TABLE \`learning_paths_checkpoints\`;`)
  await db.run(sql`DROP TABLE \`learning_paths_checkpoints_locales\`;`)
  await db.run(sql`DROP TABLE \`learning_paths_rels\`;`)
  await db.run(sql`DROP TABLE \`language_certificate_descriptions\`;`)
  await db.run(sql`DROP TABLE \`language_certificate_descriptions_locales\`;`)
  await db.run(sql`DROP TABLE \`user_learning_paths\`;`)
  await db.run(sql`DROP TABLE \`user_document_page_infos\`;`)
  await db.run(sql`DROP TABLE \`certificates\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`languages_id\` integer,
  	\`courses_id\` integer,
  	\`lessons_id\` integer,
  	\`chapters_id\` integer,
  	\`pages_id\` integer,
  	\`slides_id\` integer,
  	\`projects_id\` integer,
  	\`topics_id\` integer,
  	\`learning_paths_id\` integer,
  	\`faq_categories_id\` integer,
  	\`faqs_id\` integer,
  	\`news_posts_id\` integer,
  	\`success_stories_id\` integer,
  	\`documents_id\` integer,
  	\`job_openings_id\` integer,
  	\`banners_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`avatars_id\` integer,
  	\`companies_id\` integer,
  	\`user_page_infos_id\` integer,
  	\`favorite_slides_id\` integer,
  	\`slide_search_terms_id\` integer,
  	\`ranking_scores_id\` integer,
  	\`ranking_exp_buckets_id\` integer,
  	\`notifications_id\` integer,
  	\`application_events_id\` integer,
  	\`contact_messages_id\` integer,
  	\`job_applications_id\` integer,
  	\`subscriptions_id\` integer,
  	\`charges_id\` integer,
  	\`coupons_id\` integer,
  	\`coupon_redemptions_id\` integer,
  	\`billing_events_id\` integer,
  	\`billing_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`languages_id\`) REFERENCES \`languages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lessons_id\`) REFERENCES \`lessons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`chapters_id\`) REFERENCES \`chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`slides_id\`) REFERENCES \`slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`learning_paths_id\`) REFERENCES \`learning_paths\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_posts_id\`) REFERENCES \`news_posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`success_stories_id\`) REFERENCES \`success_stories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_openings_id\`) REFERENCES \`job_openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`avatars_id\`) REFERENCES \`avatars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`user_page_infos_id\`) REFERENCES \`user_page_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`favorite_slides_id\`) REFERENCES \`favorite_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`slide_search_terms_id\`) REFERENCES \`slide_search_terms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ranking_scores_id\`) REFERENCES \`ranking_scores\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`ranking_exp_buckets_id\`) REFERENCES \`ranking_exp_buckets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`application_events_id\`) REFERENCES \`application_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contact_messages_id\`) REFERENCES \`contact_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`charges_id\`) REFERENCES \`charges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupon_redemptions_id\`) REFERENCES \`coupon_redemptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`billing_events_id\`) REFERENCES \`billing_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`billing_log_id\`) REFERENCES \`billing_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "languages_id", "courses_id", "lessons_id", "chapters_id", "pages_id", "slides_id", "projects_id", "topics_id", "learning_paths_id", "faq_categories_id", "faqs_id", "news_posts_id", "success_stories_id", "documents_id", "job_openings_id", "banners_id", "media_id", "users_id", "avatars_id", "companies_id", "user_page_infos_id", "favorite_slides_id", "slide_search_terms_id", "ranking_scores_id", "ranking_exp_buckets_id", "notifications_id", "application_events_id", "contact_messages_id", "job_applications_id", "subscriptions_id", "charges_id", "coupons_id", "coupon_redemptions_id", "billing_events_id", "billing_log_id") SELECT "id", "order", "parent_id", "path", "languages_id", "courses_id", "lessons_id", "chapters_id", "pages_id", "slides_id", "projects_id", "topics_id", "learning_paths_id", "faq_categories_id", "faqs_id", "news_posts_id", "success_stories_id", "documents_id", "job_openings_id", "banners_id", "media_id", "users_id", "avatars_id", "companies_id", "user_page_infos_id", "favorite_slides_id", "slide_search_terms_id", "ranking_scores_id", "ranking_exp_buckets_id", "notifications_id", "application_events_id", "contact_messages_id", "job_applications_id", "subscriptions_id", "charges_id", "coupons_id", "coupon_redemptions_id", "billing_events_id", "billing_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_languages_id_idx\` ON \`payload_locked_documents_rels\` (\`languages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lessons_id_idx\` ON \`payload_locked_documents_rels\` (\`lessons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_chapters_id_idx\` ON \`payload_locked_documents_rels\` (\`chapters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_learning_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`learning_paths_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`news_posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_success_stories_id_idx\` ON \`payload_locked_documents_rels\` (\`success_stories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`job_openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_avatars_id_idx\` ON \`payload_locked_documents_rels\` (\`avatars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_page_infos_id_idx\` ON \`payload_locked_documents_rels\` (\`user_page_infos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_favorite_slides_id_idx\` ON \`payload_locked_documents_rels\` (\`favorite_slides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_slide_search_terms_id_idx\` ON \`payload_locked_documents_rels\` (\`slide_search_terms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ranking_scores_id_idx\` ON \`payload_locked_documents_rels\` (\`ranking_scores_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_ranking_exp_buckets_id_idx\` ON \`payload_locked_documents_rels\` (\`ranking_exp_buckets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_application_events_id_idx\` ON \`payload_locked_documents_rels\` (\`application_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contact_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`contact_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_charges_id_idx\` ON \`payload_locked_documents_rels\` (\`charges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupon_redemptions_id_idx\` ON \`payload_locked_documents_rels\` (\`coupon_redemptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_billing_events_id_idx\` ON \`payload_locked_documents_rels\` (\`billing_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_billing_log_id_idx\` ON \`payload_locked_documents_rels\` (\`billing_log_id\`);`)
  await db.run(sql`DROP INDEX \`learning_paths_order_idx\`;`)
  await db.run(sql`ALTER TABLE \`learning_paths\` DROP COLUMN \`order\`;`)
}
