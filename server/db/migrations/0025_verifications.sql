CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2),
	"currency" text,
	"document_ids" jsonb NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_by" uuid,
	"undone_at" timestamp with time zone,
	"undo_reason" text
);
--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verifications" ADD CONSTRAINT "verifications_undone_by_users_id_fk" FOREIGN KEY ("undone_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifications_assessment_id_idx" ON "verifications" USING btree ("assessment_id","verified_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verifications_live_kind_idx" ON "verifications" USING btree ("assessment_id","kind") WHERE "verifications"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "verifications_verified_by_idx" ON "verifications" USING btree ("verified_by");--> statement-breakpoint
CREATE INDEX "verifications_undone_by_idx" ON "verifications" USING btree ("undone_by");