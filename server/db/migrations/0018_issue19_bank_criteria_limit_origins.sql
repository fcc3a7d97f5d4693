ALTER TABLE "banks" ADD COLUMN "representative_rates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "max_term_years" integer;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "accepted_residence_countries" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "foreign_income_haircut" numeric(4, 3);--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "accepted_employment_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "min_employment_months" integer;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "min_total_employment_months" integer;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "translated_documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "apostilled_documents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "criteria_source" text;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "criteria_verified_on" date;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "criteria_estimates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lending_rules" ADD COLUMN "limit_origins" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "loan_currency" text;