import { type MigrateUpArgs, type MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscriptions_subscribable" AS ENUM('USER', 'COMPANY');
  CREATE TYPE "public"."enum_subscriptions_type" AS ENUM('paused', 'canceled', 'active', 'reserved', 'trial', 'coupon');
  CREATE TYPE "public"."enum_subscriptions_provider" AS ENUM('STRIPE', 'IOS', 'ANDROID', 'PAYPAL', 'COUPON');
  CREATE TYPE "public"."enum_subscriptions_plan" AS ENUM('plus_1m', 'plus_6m', 'plus_12m', 'plus_jp_1m_2306', 'professional_1m', 'professional_course', 'plus_ios', 'plus_ios_en', 'plus_android', 'plus_android_en');
  CREATE TYPE "public"."enum_subscriptions_interval" AS ENUM('month', 'year');
  CREATE TYPE "public"."enum_subscriptions_payment_type" AS ENUM('card', 'billing');
  CREATE TYPE "public"."enum_coupons_provider" AS ENUM('promotion', 'tokopedia', 'cicil');
  CREATE TYPE "public"."enum_coupons_plan" AS ENUM('plus_1m', 'plus_6m', 'plus_12m', 'plus_jp_1m_2306', 'professional_1m', 'professional_course', 'plus_ios', 'plus_ios_en', 'plus_android', 'plus_android_en');
  CREATE TYPE "public"."enum_coupons_duration" AS ENUM('once', 'repeating', 'forever');
  CREATE TYPE "public"."enum_billing_log_operation" AS ENUM('create', 'update', 'delete');
  CREATE TYPE "public"."enum_billing_log_actor" AS ENUM('staff', 'learner', 'provider', 'system');
  CREATE TABLE "subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subscribable" "enum_subscriptions_subscribable" DEFAULT 'USER' NOT NULL,
  	"user_id" integer,
  	"company_id" integer,
  	"type" "enum_subscriptions_type" NOT NULL,
  	"provider" "enum_subscriptions_provider" NOT NULL,
  	"plan" "enum_subscriptions_plan" NOT NULL,
  	"interval" "enum_subscriptions_interval",
  	"interval_count" numeric,
  	"course_id" integer,
  	"starts_at" timestamp(3) with time zone NOT NULL,
  	"current_period_end" timestamp(3) with time zone,
  	"trial_ends_at" timestamp(3) with time zone,
  	"grace_until" timestamp(3) with time zone,
  	"payment_type" "enum_subscriptions_payment_type",
  	"coupon_id" integer,
  	"promotion_id" varchar,
  	"granted_by_id" integer,
  	"provider_subscription_id" varchar,
  	"provider_customer_id" varchar,
  	"provider_checkout_id" varchar,
  	"provider_updated_at" numeric,
  	"cancellation_canceled_at" timestamp(3) with time zone,
  	"cancellation_reasons" jsonb,
  	"cancellation_comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "charges" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"company_id" integer,
  	"subscription_id" integer,
  	"billed_at" timestamp(3) with time zone NOT NULL,
  	"summary" varchar NOT NULL,
  	"period_start" timestamp(3) with time zone,
  	"period_end" timestamp(3) with time zone,
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"receipt_url" varchar,
  	"partially_refunded" boolean DEFAULT false,
  	"provider_url" varchar,
  	"provider_invoice_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"provider" "enum_coupons_provider" DEFAULT 'promotion' NOT NULL,
  	"plan" "enum_coupons_plan" DEFAULT 'plus_1m' NOT NULL,
  	"validity_months" numeric DEFAULT 1 NOT NULL,
  	"percent_off" numeric DEFAULT 100 NOT NULL,
  	"duration" "enum_coupons_duration" DEFAULT 'once' NOT NULL,
  	"duration_in_months" numeric,
  	"country" varchar,
  	"promotion_id" varchar,
  	"redeemable_until" timestamp(3) with time zone,
  	"max_redemptions" numeric DEFAULT 1,
  	"redemption_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "coupon_redemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"coupon_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"subscription_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "billing_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"provider" varchar DEFAULT 'STRIPE' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "billing_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"collection_slug" varchar NOT NULL,
  	"doc_id" varchar NOT NULL,
  	"operation" "enum_billing_log_operation" NOT NULL,
  	"actor" "enum_billing_log_actor" NOT NULL,
  	"by_id" integer,
  	"summary" varchar,
  	"changes" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "stripe_customer_id" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscriptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "charges_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "coupon_redemptions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "billing_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "billing_log_id" integer;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_granted_by_id_users_id_fk" FOREIGN KEY ("granted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "charges" ADD CONSTRAINT "charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "charges" ADD CONSTRAINT "charges_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "charges" ADD CONSTRAINT "charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "billing_log" ADD CONSTRAINT "billing_log_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");
  CREATE INDEX "subscriptions_company_idx" ON "subscriptions" USING btree ("company_id");
  CREATE INDEX "subscriptions_type_idx" ON "subscriptions" USING btree ("type");
  CREATE INDEX "subscriptions_course_idx" ON "subscriptions" USING btree ("course_id");
  CREATE INDEX "subscriptions_coupon_idx" ON "subscriptions" USING btree ("coupon_id");
  CREATE INDEX "subscriptions_granted_by_idx" ON "subscriptions" USING btree ("granted_by_id");
  CREATE INDEX "subscriptions_provider_subscription_id_idx" ON "subscriptions" USING btree ("provider_subscription_id");
  CREATE INDEX "subscriptions_provider_checkout_id_idx" ON "subscriptions" USING btree ("provider_checkout_id");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  CREATE INDEX "charges_user_idx" ON "charges" USING btree ("user_id");
  CREATE INDEX "charges_company_idx" ON "charges" USING btree ("company_id");
  CREATE INDEX "charges_subscription_idx" ON "charges" USING btree ("subscription_id");
  CREATE UNIQUE INDEX "charges_provider_invoice_id_idx" ON "charges" USING btree ("provider_invoice_id");
  CREATE INDEX "charges_updated_at_idx" ON "charges" USING btree ("updated_at");
  CREATE INDEX "charges_created_at_idx" ON "charges" USING btree ("created_at");
  CREATE UNIQUE INDEX "coupons_code_idx" ON "coupons" USING btree ("code");
  CREATE INDEX "coupons_updated_at_idx" ON "coupons" USING btree ("updated_at");
  CREATE INDEX "coupons_created_at_idx" ON "coupons" USING btree ("created_at");
  CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id");
  CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id");
  CREATE INDEX "coupon_redemptions_subscription_idx" ON "coupon_redemptions" USING btree ("subscription_id");
  CREATE INDEX "coupon_redemptions_updated_at_idx" ON "coupon_redemptions" USING btree ("updated_at");
  CREATE INDEX "coupon_redemptions_created_at_idx" ON "coupon_redemptions" USING btree ("created_at");
  CREATE UNIQUE INDEX "billing_events_event_id_idx" ON "billing_events" USING btree ("event_id");
  CREATE INDEX "billing_events_updated_at_idx" ON "billing_events" USING btree ("updated_at");
  CREATE INDEX "billing_events_created_at_idx" ON "billing_events" USING btree ("created_at");
  CREATE INDEX "billing_log_collection_slug_idx" ON "billing_log" USING btree ("collection_slug");
  CREATE INDEX "billing_log_doc_id_idx" ON "billing_log" USING btree ("doc_id");
  CREATE INDEX "billing_log_by_idx" ON "billing_log" USING btree ("by_id");
  CREATE INDEX "billing_log_updated_at_idx" ON "billing_log" USING btree ("updated_at");
  CREATE INDEX "billing_log_created_at_idx" ON "billing_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_charges_fk" FOREIGN KEY ("charges_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupons_fk" FOREIGN KEY ("coupons_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_coupon_redemptions_fk" FOREIGN KEY ("coupon_redemptions_id") REFERENCES "public"."coupon_redemptions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_billing_events_fk" FOREIGN KEY ("billing_events_id") REFERENCES "public"."billing_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_billing_log_fk" FOREIGN KEY ("billing_log_id") REFERENCES "public"."billing_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_stripe_customer_id_idx" ON "users" USING btree ("stripe_customer_id");
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");
  CREATE INDEX "payload_locked_documents_rels_charges_id_idx" ON "payload_locked_documents_rels" USING btree ("charges_id");
  CREATE INDEX "payload_locked_documents_rels_coupons_id_idx" ON "payload_locked_documents_rels" USING btree ("coupons_id");
  CREATE INDEX "payload_locked_documents_rels_coupon_redemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("coupon_redemptions_id");
  CREATE INDEX "payload_locked_documents_rels_billing_events_id_idx" ON "payload_locked_documents_rels" USING btree ("billing_events_id");
  CREATE INDEX "payload_locked_documents_rels_billing_log_id_idx" ON "payload_locked_documents_rels" USING btree ("billing_log_id");
`)
  // Plans staff had set by hand become staff grants (coupon subscriptions, docs/plans.md "Staff"), open until 2099.
  await db.execute(sql`
  INSERT INTO "subscriptions" ("subscribable", "user_id", "type", "provider", "plan", "interval", "interval_count", "starts_at", "current_period_end")
    SELECT 'USER', "id", 'coupon', 'COUPON', 'professional_1m', 'month', 1, now(), '2099-12-31T00:00:00.000Z' FROM "users" WHERE "entitlements_professional" = true;
  INSERT INTO "subscriptions" ("subscribable", "user_id", "type", "provider", "plan", "interval", "interval_count", "starts_at", "current_period_end")
    SELECT 'USER', "id", 'coupon', 'COUPON', 'plus_12m', 'year', 1, now(), '2099-12-31T00:00:00.000Z' FROM "users" WHERE "entitlements_plus" = true AND "entitlements_professional" IS NOT true;
  ALTER TABLE "users" DROP COLUMN "entitlements_plus";
  ALTER TABLE "users" DROP COLUMN "entitlements_professional";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscriptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "charges" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "coupon_redemptions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "billing_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "subscriptions" CASCADE;
  DROP TABLE "charges" CASCADE;
  DROP TABLE "coupons" CASCADE;
  DROP TABLE "coupon_redemptions" CASCADE;
  DROP TABLE "billing_events" CASCADE;
  DROP TABLE "billing_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscriptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_charges_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_coupon_redemptions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_billing_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_billing_log_fk";
  
  DROP INDEX "users_stripe_customer_id_idx";
  DROP INDEX "payload_locked_documents_rels_subscriptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_charges_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupons_id_idx";
  DROP INDEX "payload_locked_documents_rels_coupon_redemptions_id_idx";
  DROP INDEX "payload_locked_documents_rels_billing_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_billing_log_id_idx";
  ALTER TABLE "users" ADD COLUMN "entitlements_plus" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "entitlements_professional" boolean DEFAULT false;
  ALTER TABLE "users" DROP COLUMN "stripe_customer_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscriptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "charges_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "coupon_redemptions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "billing_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "billing_log_id";
  DROP TYPE "public"."enum_subscriptions_subscribable";
  DROP TYPE "public"."enum_subscriptions_type";
  DROP TYPE "public"."enum_subscriptions_provider";
  DROP TYPE "public"."enum_subscriptions_plan";
  DROP TYPE "public"."enum_subscriptions_interval";
  DROP TYPE "public"."enum_subscriptions_payment_type";
  DROP TYPE "public"."enum_coupons_provider";
  DROP TYPE "public"."enum_coupons_plan";
  DROP TYPE "public"."enum_coupons_duration";
  DROP TYPE "public"."enum_billing_log_operation";
  DROP TYPE "public"."enum_billing_log_actor";`)
}
