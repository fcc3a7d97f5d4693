CREATE TABLE "sessions" (
	"sid" text PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text,
	"last_name" text,
	"profile_image_url" text,
	"stripe_customer_id" text,
	"stripe_subscription_id" text,
	"subscription_plan" text DEFAULT 'free' NOT NULL,
	"subscription_status" text,
	"language" text DEFAULT 'ro' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"description" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo" text,
	"website" text,
	"min_loan_amount" numeric(12, 2) NOT NULL,
	"max_loan_amount" numeric(12, 2) NOT NULL,
	"interest_rate_min" numeric(5, 2) NOT NULL,
	"interest_rate_max" numeric(5, 2) NOT NULL,
	"non_resident_ltv_cap" numeric(4, 3),
	"non_resident_max_term_years" integer,
	"loan_currencies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepts_international_income" boolean DEFAULT true NOT NULL,
	"required_documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"flag" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "engine_parameters" (
	"key" text PRIMARY KEY NOT NULL,
	"value" numeric(12, 4) NOT NULL,
	"description" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"rate" numeric(14, 6) NOT NULL,
	"rate_date" date NOT NULL,
	"fx_haircut" numeric(4, 3) DEFAULT '0' NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lending_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"loan_currency" text NOT NULL,
	"dsti_cap" numeric(4, 3) NOT NULL,
	"dsti_cap_first_home" numeric(4, 3),
	"dsti_cap_high_income" numeric(4, 3),
	"high_income_threshold_eur" numeric(12, 2),
	"young_applicant_max_age" integer,
	"dsti_cap_young" numeric(4, 3),
	"ltv_cap" numeric(4, 3) NOT NULL,
	"ltv_cap_first_home" numeric(4, 3),
	"ltv_cap_young" numeric(4, 3),
	"ltv_cap_land_commercial" numeric(4, 3) DEFAULT '0.5' NOT NULL,
	"max_term_years" integer NOT NULL,
	"max_term_years_land_commercial" integer DEFAULT 15 NOT NULL,
	"max_age_at_maturity" integer DEFAULT 65 NOT NULL,
	"base_rate" numeric(5, 2) NOT NULL,
	"stress_addon" numeric(5, 2) NOT NULL,
	"residual_income_min_eur" numeric(10, 2),
	"subsistence_minimum_eur" numeric(10, 2),
	"dti_multiple" numeric(5, 2),
	"dti_age_threshold" integer,
	"dti_reduction_per_year" numeric(5, 3),
	"requires_income_in_loan_currency" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scoring_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"weight" integer NOT NULL,
	"description" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bands" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scoring_config_category_unique" UNIQUE("category")
);
--> statement-breakpoint
CREATE TABLE "scoring_config_versions" (
	"version" serial PRIMARY KEY NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"actor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"residence_country" text,
	"origin_country" text,
	"monthly_income" numeric(10, 2),
	"income_currency" text,
	"employment_type" text,
	"employment_duration" integer,
	"total_employment_duration" integer,
	"desired_loan_amount" numeric(12, 2),
	"property_type" text,
	"property_value" numeric(12, 2),
	"marital_status" text DEFAULT 'single',
	"education_level" text DEFAULT 'bachelor',
	"age" integer,
	"monthly_expenses" numeric(12, 2),
	"current_savings" numeric(12, 2),
	"down_payment" numeric(12, 2),
	"existing_monthly_debts" numeric(12, 2),
	"first_home" boolean,
	"draft_step" integer,
	"eligibility_score" integer,
	"max_loan_amount" numeric(12, 2),
	"monthly_payment" numeric(12, 2),
	"monthly_payment_stressed" numeric(12, 2),
	"score_breakdown" jsonb,
	"explanation" jsonb,
	"bank_recommendations" jsonb,
	"scoring_config_version" integer,
	"fx_rate_date" date,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"original_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"document_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banks" ADD CONSTRAINT "banks_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lending_rules" ADD CONSTRAINT "lending_rules_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "scoring_config_versions" ADD CONSTRAINT "scoring_config_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_events" ADD CONSTRAINT "assessment_events_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_events" ADD CONSTRAINT "assessment_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "banks_country_code_idx" ON "banks" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "banks_is_active_idx" ON "banks" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "countries_type_idx" ON "countries" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rates_currency_date_unique" ON "exchange_rates" USING btree ("currency","rate_date");--> statement-breakpoint
CREATE UNIQUE INDEX "lending_rules_country_currency_unique" ON "lending_rules" USING btree ("country_code","loan_currency");--> statement-breakpoint
CREATE INDEX "scoring_config_versions_created_by_idx" ON "scoring_config_versions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "assessment_events_assessment_id_idx" ON "assessment_events" USING btree ("assessment_id","created_at");--> statement-breakpoint
CREATE INDEX "assessment_events_actor_id_idx" ON "assessment_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "assessments_user_id_created_at_idx" ON "assessments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "assessments_status_created_at_idx" ON "assessments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "assessments_created_at_idx" ON "assessments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_one_draft_per_user" ON "assessments" USING btree ("user_id") WHERE "assessments"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "documents_user_id_idx" ON "documents" USING btree ("user_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "documents_assessment_id_idx" ON "documents" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "documents_reviewed_by_idx" ON "documents" USING btree ("reviewed_by");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status");