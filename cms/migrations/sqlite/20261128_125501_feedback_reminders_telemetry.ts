import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`feedbacks\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`variant\` text NOT NULL,
  	\`category\` text NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`email\` text,
  	\`message\` text NOT NULL,
  	\`page_url\` text,
  	\`attachment_id\` integer,
  	\`user_id\` integer,
  	\`locale\` text,
  	\`reply\` text,
  	\`replied_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attachment_id\`) REFERENCES \`feedback_attachments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`feedbacks_variant_idx\` ON \`feedbacks\` (\`variant\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_category_idx\` ON \`feedbacks\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_status_idx\` ON \`feedbacks\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_email_idx\` ON \`feedbacks\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_attachment_idx\` ON \`feedbacks\` (\`attachment_id\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_user_idx\` ON \`feedbacks\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_updated_at_idx\` ON \`feedbacks\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedbacks_created_at_idx\` ON \`feedbacks\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`feedback_attachments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`feedback_attachments_updated_at_idx\` ON \`feedback_attachments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`feedback_attachments_created_at_idx\` ON \`feedback_attachments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`feedback_attachments_filename_idx\` ON \`feedback_attachments\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`reminder_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`kind\` text NOT NULL,
  	\`due_at\` text NOT NULL,
  	\`status\` text DEFAULT 'claimed' NOT NULL,
  	\`mailed\` integer DEFAULT false,
  	\`notification_id\` integer,
  	\`sent_at\` text,
  	\`error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`notification_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`reminder_deliveries_key_idx\` ON \`reminder_deliveries\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`reminder_deliveries_user_idx\` ON \`reminder_deliveries\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`reminder_deliveries_notification_idx\` ON \`reminder_deliveries\` (\`notification_id\`);`)
  await db.run(sql`CREATE INDEX \`reminder_deliveries_updated_at_idx\` ON \`reminder_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`reminder_deliveries_created_at_idx\` ON \`reminder_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`javascript_logs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`level\` text NOT NULL,
  	\`message\` text NOT NULL,
  	\`fingerprint\` text NOT NULL,
  	\`backtrace\` text,
  	\`file\` text,
  	\`line\` numeric,
  	\`user_id\` integer,
  	\`tracking_id\` text,
  	\`log_id\` text,
  	\`logged_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`javascript_logs_type_idx\` ON \`javascript_logs\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`javascript_logs_fingerprint_idx\` ON \`javascript_logs\` (\`fingerprint\`);`)
  await db.run(sql`CREATE INDEX \`javascript_logs_user_idx\` ON \`javascript_logs\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`javascript_logs_updated_at_idx\` ON \`javascript_logs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`javascript_logs_created_at_idx\` ON \`javascript_logs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`kind_createdAt_idx\` ON \`javascript_logs\` (\`kind\`,\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`reminder_next_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`reminder_weekly_due_at\` text;`)
  await db.run(sql`CREATE INDEX \`users_reminder_reminder_next_at_idx\` ON \`users\` (\`reminder_next_at\`);`)
  await db.run(sql`CREATE INDEX \`users_reminder_reminder_weekly_due_at_idx\` ON \`users\` (\`reminder_weekly_due_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feedbacks_id\` integer REFERENCES feedbacks(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`feedback_attachments_id\` integer REFERENCES feedback_attachments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`reminder_deliveries_id\` integer REFERENCES reminder_deliveries(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`javascript_logs_id\` integer REFERENCES javascript_logs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedbacks_id_idx\` ON \`payload_locked_documents_rels\` (\`feedbacks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_feedback_attachments_id_idx\` ON \`payload_locked_documents_rels\` (\`feedback_attachments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reminder_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`reminder_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_javascript_logs_id_idx\` ON \`payload_locked_documents_rels\` (\`javascript_logs_id\`);`)
  await db.run(sql`CREATE INDEX \`type_createdAt_idx\` ON \`application_events\` (\`type\`,\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`feedbacks\`;`)
  await db.run(sql`DROP TABLE \`feedback_attachments\`;`)
  await db.run(sql`DROP TABLE \`reminder_deliveries\`;`)
  await db.run(sql`DROP TABLE \`javascript_logs\`;`)
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
  	\`language_certificate_descriptions_id\` integer,
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
  	\`companies_users_id\` integer,
  	\`company_invitations_id\` integer,
  	\`user_page_infos_id\` integer,
  	\`lesson_completions_id\` integer,
  	\`team_lesson_counts_id\` integer,
  	\`user_learning_paths_id\` integer,
  	\`user_document_page_infos_id\` integer,
  	\`certificates_id\` integer,
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
  	FOREIGN KEY (\`language_certificate_descriptions_id\`) REFERENCES \`language_certificate_descriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`companies_users_id\`) REFERENCES \`companies_users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`company_invitations_id\`) REFERENCES \`company_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`user_page_infos_id\`) REFERENCES \`user_page_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lesson_completions_id\`) REFERENCES \`lesson_completions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`team_lesson_counts_id\`) REFERENCES \`team_lesson_counts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`user_learning_paths_id\`) REFERENCES \`user_learning_paths\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`user_document_page_infos_id\`) REFERENCES \`user_document_page_infos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "languages_id", "courses_id", "lessons_id", "chapters_id", "pages_id", "slides_id", "projects_id", "topics_id", "learning_paths_id", "language_certificate_descriptions_id", "faq_categories_id", "faqs_id", "news_posts_id", "success_stories_id", "documents_id", "job_openings_id", "banners_id", "media_id", "users_id", "avatars_id", "companies_id", "companies_users_id", "company_invitations_id", "user_page_infos_id", "lesson_completions_id", "team_lesson_counts_id", "user_learning_paths_id", "user_document_page_infos_id", "certificates_id", "favorite_slides_id", "slide_search_terms_id", "ranking_scores_id", "ranking_exp_buckets_id", "notifications_id", "application_events_id", "contact_messages_id", "job_applications_id", "subscriptions_id", "charges_id", "coupons_id", "coupon_redemptions_id", "billing_events_id", "billing_log_id") SELECT "id", "order", "parent_id", "path", "languages_id", "courses_id", "lessons_id", "chapters_id", "pages_id", "slides_id", "projects_id", "topics_id", "learning_paths_id", "language_certificate_descriptions_id", "faq_categories_id", "faqs_id", "news_posts_id", "success_stories_id", "documents_id", "job_openings_id", "banners_id", "media_id", "users_id", "avatars_id", "companies_id", "companies_users_id", "company_invitations_id", "user_page_infos_id", "lesson_completions_id", "team_lesson_counts_id", "user_learning_paths_id", "user_document_page_infos_id", "certificates_id", "favorite_slides_id", "slide_search_terms_id", "ranking_scores_id", "ranking_exp_buckets_id", "notifications_id", "application_events_id", "contact_messages_id", "job_applications_id", "subscriptions_id", "charges_id", "coupons_id", "coupon_redemptions_id", "billing_events_id", "billing_log_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_language_certificate_descr_idx\` ON \`payload_locked_documents_rels\` (\`language_certificate_descriptions_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_users_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_company_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`company_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_page_infos_id_idx\` ON \`payload_locked_documents_rels\` (\`user_page_infos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lesson_completions_id_idx\` ON \`payload_locked_documents_rels\` (\`lesson_completions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_team_lesson_counts_id_idx\` ON \`payload_locked_documents_rels\` (\`team_lesson_counts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_learning_paths_id_idx\` ON \`payload_locked_documents_rels\` (\`user_learning_paths_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_user_document_page_infos_i_idx\` ON \`payload_locked_documents_rels\` (\`user_document_page_infos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
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
  await db.run(sql`DROP INDEX \`users_reminder_reminder_next_at_idx\`;`)
  await db.run(sql`DROP INDEX \`users_reminder_reminder_weekly_due_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`reminder_next_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`reminder_weekly_due_at\`;`)
  await db.run(sql`DROP INDEX \`type_createdAt_idx\`;`)
}
