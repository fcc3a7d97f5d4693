CREATE TABLE "country_closing_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"key" text NOT NULL,
	"base" text NOT NULL,
	"amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"rate" numeric(8, 6) DEFAULT '0' NOT NULL,
	"brackets" jsonb,
	"min" numeric(12, 2),
	"max" numeric(12, 2),
	"vat_rate" numeric(5, 4),
	"first_home_exempt_up_to" numeric(16, 2),
	"first_home_relief" numeric(5, 4),
	"first_home_max_age" integer,
	"source" text NOT NULL,
	"verified_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "first_home_schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"country_code" text NOT NULL,
	"name" text NOT NULL,
	"loan_currency" text NOT NULL,
	"ltv_cap" numeric(4, 3) NOT NULL,
	"max_price" numeric(12, 2),
	"max_loan" numeric(12, 2),
	"base_rate" numeric(5, 2),
	"max_term_years" integer,
	"max_age" integer,
	"requires_first_home" boolean DEFAULT true NOT NULL,
	"requires_residence" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"verified_on" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "first_home_schemes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "charges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "country_closing_costs" ADD CONSTRAINT "country_closing_costs_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "first_home_schemes" ADD CONSTRAINT "first_home_schemes_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "country_closing_costs_country_key_unique" ON "country_closing_costs" USING btree ("country_code","key");--> statement-breakpoint
CREATE INDEX "first_home_schemes_country_idx" ON "first_home_schemes" USING btree ("country_code");