ALTER TABLE "banks" ADD COLUMN "accepted_income_currencies" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "max_age_at_maturity" integer;--> statement-breakpoint
ALTER TABLE "lending_rules" ADD COLUMN "stress_addon_variable" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "lending_rules" ADD COLUMN "stressed_rate_cap" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "lending_rules" ADD COLUMN "dsti_caps_by_fixation" jsonb;--> statement-breakpoint
ALTER TABLE "lending_rules" ADD COLUMN "ltv_cap_investment" numeric(4, 3);--> statement-breakpoint
ALTER TABLE "lending_rules" ADD COLUMN "dti_multiple_investment" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "lending_rules" ADD COLUMN "dti_reduction_loan_end_age" integer;--> statement-breakpoint
ALTER TABLE "lending_rules" ADD COLUMN "subsistence_per_dependant_eur" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "lending_rules" ADD COLUMN "verified_on" date;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "loan_purpose" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "rate_type" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "fixed_period_years" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "dependants" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "verdict" text;