CREATE TABLE "buying_steps" (
	"country_code" text NOT NULL,
	"key" text NOT NULL,
	"step_order" integer NOT NULL,
	"actor" text NOT NULL,
	"from_abroad" text NOT NULL,
	"proxy_route" jsonb,
	"lead_days" integer NOT NULL,
	"lead_day_kind" text NOT NULL,
	"depends_on" jsonb NOT NULL,
	"cost_keys" jsonb NOT NULL,
	"bank_charge_key" text,
	"documents" jsonb NOT NULL,
	"source" text NOT NULL,
	"verified_on" date NOT NULL,
	"is_estimate" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buying_steps_country_code_key_pk" PRIMARY KEY("country_code","key")
);
--> statement-breakpoint
CREATE TABLE "buying_plan_reminders" (
	"assessment_id" uuid NOT NULL,
	"step_key" text NOT NULL,
	"step_start" date NOT NULL,
	"user_id" uuid,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buying_plan_reminders_assessment_id_step_key_pk" PRIMARY KEY("assessment_id","step_key")
);
--> statement-breakpoint
CREATE TABLE "buying_plan_steps_done" (
	"assessment_id" uuid NOT NULL,
	"step_key" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buying_plan_steps_done_assessment_id_step_key_pk" PRIMARY KEY("assessment_id","step_key")
);
--> statement-breakpoint
CREATE TABLE "buying_plans" (
	"assessment_id" uuid PRIMARY KEY NOT NULL,
	"target_date" date NOT NULL,
	"can_travel" boolean DEFAULT true NOT NULL,
	"bank_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_stage" text,
	"to_stage" text,
	"broker_id" uuid,
	"actor_id" uuid,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"author_id" uuid,
	"author_side" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"requested_by" uuid,
	"document_type" text NOT NULL,
	"note" text,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fulfilled_document_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "case_stage" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "assigned_broker_id" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "response_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buying_steps" ADD CONSTRAINT "buying_steps_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "buying_plan_reminders" ADD CONSTRAINT "buying_plan_reminders_assessment_id_buying_plans_assessment_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."buying_plans"("assessment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_plan_reminders" ADD CONSTRAINT "buying_plan_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_plan_steps_done" ADD CONSTRAINT "buying_plan_steps_done_assessment_id_buying_plans_assessment_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."buying_plans"("assessment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_plans" ADD CONSTRAINT "buying_plans_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buying_plans" ADD CONSTRAINT "buying_plans_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_broker_id_users_id_fk" FOREIGN KEY ("broker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_events" ADD CONSTRAINT "case_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_messages" ADD CONSTRAINT "case_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_fulfilled_document_id_documents_id_fk" FOREIGN KEY ("fulfilled_document_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buying_plan_reminders_user_id_idx" ON "buying_plan_reminders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "buying_plans_bank_id_idx" ON "buying_plans" USING btree ("bank_id");--> statement-breakpoint
CREATE INDEX "buying_plans_target_date_idx" ON "buying_plans" USING btree ("target_date");--> statement-breakpoint
CREATE INDEX "case_events_assessment_id_idx" ON "case_events" USING btree ("assessment_id","created_at");--> statement-breakpoint
CREATE INDEX "case_events_broker_id_idx" ON "case_events" USING btree ("broker_id");--> statement-breakpoint
CREATE INDEX "case_events_actor_id_idx" ON "case_events" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "case_messages_assessment_id_idx" ON "case_messages" USING btree ("assessment_id","created_at");--> statement-breakpoint
CREATE INDEX "case_messages_author_id_idx" ON "case_messages" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "document_requests_assessment_id_idx" ON "document_requests" USING btree ("assessment_id","created_at");--> statement-breakpoint
CREATE INDEX "document_requests_requested_by_idx" ON "document_requests" USING btree ("requested_by");--> statement-breakpoint
CREATE INDEX "document_requests_fulfilled_document_id_idx" ON "document_requests" USING btree ("fulfilled_document_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_assigned_broker_id_users_id_fk" FOREIGN KEY ("assigned_broker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_case_stage_submitted_at_idx" ON "assessments" USING btree ("case_stage","submitted_at","id");--> statement-breakpoint
CREATE INDEX "assessments_assigned_broker_idx" ON "assessments" USING btree ("assigned_broker_id","case_stage");--> statement-breakpoint
-- Cases submitted before the pipeline: a rejected one is lost, any other starts at `new`; its
-- first answer was due a day after submission (approximation: no time zone nor weekend for the
-- past), and a broker's first status change is its first answer.
UPDATE "assessments" SET "case_stage" = CASE WHEN "status" = 'rejected' THEN 'lost' ELSE 'new' END,
	"response_due_at" = coalesce("submitted_at", "created_at") + interval '1 day'
	WHERE "status" <> 'draft';--> statement-breakpoint
UPDATE "assessments" a SET "first_response_at" = e.first_at
	FROM (SELECT ev."assessment_id", min(ev."created_at") AS first_at FROM "assessment_events" ev
		JOIN "assessments" x ON x."id" = ev."assessment_id"
		WHERE ev."actor_id" IS NOT NULL AND ev."actor_id" <> x."user_id" GROUP BY ev."assessment_id") e
	WHERE a."id" = e."assessment_id";
