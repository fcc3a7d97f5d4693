CREATE TABLE "reference_data_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_defaults_applied" (
	"kind" text NOT NULL,
	"row_key" text NOT NULL,
	"applied" jsonb NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reference_defaults_applied_kind_row_key_pk" PRIMARY KEY("kind","row_key")
);
