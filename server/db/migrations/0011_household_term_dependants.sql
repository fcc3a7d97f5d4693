ALTER TABLE "lending_rules" ADD COLUMN "dependant_allowance_eur" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "term_years" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "co_applicant_income" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "co_applicant_income_currency" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "co_applicant_employment_type" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "co_applicant_age" integer;