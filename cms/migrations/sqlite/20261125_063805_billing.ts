import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`subscribable\` text DEFAULT 'USER' NOT NULL,
  	\`user_id\` integer,
  	\`company_id\` integer,
  	\`type\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`plan\` text NOT NULL,
  	\`interval\` text,
  	\`interval_count\` numeric,
  	\`course_id\` integer,
  	\`starts_at\` text NOT NULL,
  	\`current_period_end\` text,
  	\`trial_ends_at\` text,
  	\`grace_until\` text,
  	\`payment_type\` text,
  	\`coupon_id\` integer,
  	\`promotion_id\` text,
  	\`granted_by_id\` integer,
  	\`provider_subscription_id\` text,
  	\`provider_customer_id\` text,
  	\`provider_checkout_id\` text,
  	\`provider_updated_at\` numeric,
  	\`cancellation_canceled_at\` text,
  	\`cancellation_reasons\` text,
  	\`cancellation_comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`coupon_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`granted_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`subscriptions_user_idx\` ON \`subscriptions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_company_idx\` ON \`subscriptions\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_type_idx\` ON \`subscriptions\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_course_idx\` ON \`subscriptions\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_coupon_idx\` ON \`subscriptions\` (\`coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_granted_by_idx\` ON \`subscriptions\` (\`granted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_provider_subscription_id_idx\` ON \`subscriptions\` (\`provider_subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_provider_checkout_id_idx\` ON \`subscriptions\` (\`provider_checkout_id\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_updated_at_idx\` ON \`subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscriptions_created_at_idx\` ON \`subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`charges\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer,
  	\`company_id\` integer,
  	\`subscription_id\` integer,
  	\`billed_at\` text NOT NULL,
  	\`summary\` text NOT NULL,
  	\`period_start\` text,
  	\`period_end\` text,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`receipt_url\` text,
  	\`partially_refunded\` integer DEFAULT false,
  	\`provider_url\` text,
  	\`provider_invoice_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscription_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`charges_user_idx\` ON \`charges\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`charges_company_idx\` ON \`charges\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`charges_subscription_idx\` ON \`charges\` (\`subscription_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`charges_provider_invoice_id_idx\` ON \`charges\` (\`provider_invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`charges_updated_at_idx\` ON \`charges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`charges_created_at_idx\` ON \`charges\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coupons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`provider\` text DEFAULT 'promotion' NOT NULL,
  	\`plan\` text DEFAULT 'plus_1m' NOT NULL,
  	\`validity_months\` numeric DEFAULT 1 NOT NULL,
  	\`percent_off\` numeric DEFAULT 100 NOT NULL,
  	\`duration\` text DEFAULT 'once' NOT NULL,
  	\`duration_in_months\` numeric,
  	\`country\` text,
  	\`promotion_id\` text,
  	\`redeemable_until\` text,
  	\`max_redemptions\` numeric DEFAULT 1,
  	\`redemption_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`coupons_code_idx\` ON \`coupons\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`coupons_updated_at_idx\` ON \`coupons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coupons_created_at_idx\` ON \`coupons\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`coupon_redemptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`coupon_id\` integer NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`subscription_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`coupon_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscription_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`coupon_redemptions_coupon_idx\` ON \`coupon_redemptions\` (\`coupon_id\`);`)
  await db.run(sql`CREATE INDEX \`coupon_redemptions_user_idx\` ON \`coupon_redemptions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`coupon_redemptions_subscription_idx\` ON \`coupon_redemptions\` (\`subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`coupon_redemptions_updated_at_idx\` ON \`coupon_redemptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`coupon_redemptions_created_at_idx\` ON \`coupon_redemptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`billing_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`provider\` text DEFAULT 'STRIPE' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`billing_events_event_id_idx\` ON \`billing_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`billing_events_updated_at_idx\` ON \`billing_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`billing_events_created_at_idx\` ON \`billing_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`billing_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`collection_slug\` text NOT NULL,
  	\`doc_id\` text NOT NULL,
  	\`operation\` text NOT NULL,
  	\`actor\` text NOT NULL,
  	\`by_id\` integer,
  	\`summary\` text,
  	\`changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`billing_log_collection_slug_idx\` ON \`billing_log\` (\`collection_slug\`);`)
  await db.run(sql`CREATE INDEX \`billing_log_doc_id_idx\` ON \`billing_log\` (\`doc_id\`);`)
  await db.run(sql`CREATE INDEX \`billing_log_by_idx\` ON \`billing_log\` (\`by_id\`);`)
  await db.run(sql`CREATE INDEX \`billing_log_updated_at_idx\` ON \`billing_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`billing_log_created_at_idx\` ON \`billing_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`stripe_customer_id\` text;`)
  await db.run(sql`CREATE INDEX \`users_stripe_customer_id_idx\` ON \`users\` (\`stripe_customer_id\`);`)
  // Plans staff had set by hand become staff grants (coupon subscriptions, docs/plans.md "Staff"), open until 2099.
  await db.run(sql`INSERT INTO \`subscriptions\` (\`subscribable\`, \`user_id\`, \`type\`, \`provider\`, \`plan\`, \`interval\`, \`interval_count\`, \`starts_at\`, \`current_period_end\`)
    SELECT 'USER', \`id\`, 'coupon', 'COUPON', 'professional_1m', 'month', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), '2099-12-31T00:00:00.000Z' FROM \`users\` WHERE \`entitlements_professional\` = 1;`)
  await db.run(sql`INSERT INTO \`subscriptions\` (\`subscribable\`, \`user_id\`, \`type\`, \`provider\`, \`plan\`, \`interval\`, \`interval_count\`, \`starts_at\`, \`current_period_end\`)
    SELECT 'USER', \`id\`, 'coupon', 'COUPON', 'plus_12m', 'year', 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), '2099-12-31T00:00:00.000Z' FROM \`users\` WHERE \`entitlements_plus\` = 1 AND \`entitlements_professional\` IS NOT 1;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`entitlements_plus\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`entitlements_professional\`;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`subscriptions_id\` integer REFERENCES subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`charges_id\` integer REFERENCES charges(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coupons_id\` integer REFERENCES coupons(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`coupon_redemptions_id\` integer REFERENCES coupon_redemptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`billing_events_id\` integer REFERENCES billing_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`billing_log_id\` integer REFERENCES billing_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_charges_id_idx\` ON \`payload_locked_documents_rels\` (\`charges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupon_redemptions_id_idx\` ON \`payload_locked_documents_rels\` (\`coupon_redemptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_billing_events_id_idx\` ON \`payload_locked_documents_rels\` (\`billing_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_billing_log_id_idx\` ON \`payload_locked_documents_rels\` (\`billing_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`subscriptions\`;`)
  await db.run(sql`DROP TABLE \`charges\`;`)
  await db.run(sql`DROP TABLE \`coupons\`;`)
  await db.run(sql`DROP TABLE \`coupon_redemptions\`;`)
  await db.run(sql`DROP TABLE \`billing_events\`;`)
  await db.run(sql`DROP TABLE \`billing_log\`;`)
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
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "languages_id", "courses_id", "lessons_id", "chapters_id", "pages_id", "slides_id", "projects_id", "topics_id", "learning_paths_id", "faq_categories_id", "faqs_id", "news_posts_id", "success_stories_id", "documents_id", "job_openings_id", "banners_id", "media_id", "users_id", "avatars_id", "companies_id", "user_page_infos_id", "favorite_slides_id", "slide_search_terms_id", "ranking_scores_id", "ranking_exp_buckets_id", "notifications_id", "application_events_id", "contact_messages_id", "job_applications_id") SELECT "id", "order", "parent_id", "path", "languages_id", "courses_id", "lessons_id", "chapters_id", "pages_id", "slides_id", "projects_id", "topics_id", "learning_paths_id", "faq_categories_id", "faqs_id", "news_posts_id", "success_stories_id", "documents_id", "job_openings_id", "banners_id", "media_id", "users_id", "avatars_id", "companies_id", "user_page_infos_id", "favorite_slides_id", "slide_search_terms_id", "ranking_scores_id", "ranking_exp_buckets_id", "notifications_id", "application_events_id", "contact_messages_id", "job_applications_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`DROP INDEX \`users_stripe_customer_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`entitlements_plus\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`entitlements_professional\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`stripe_customer_id\`;`)
}
