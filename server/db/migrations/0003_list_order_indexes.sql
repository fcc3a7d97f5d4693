DROP INDEX "assessments_status_created_at_idx";--> statement-breakpoint
DROP INDEX "assessments_created_at_idx";--> statement-breakpoint
CREATE INDEX "assessments_status_created_at_id_idx" ON "assessments" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "assessments_created_at_id_idx" ON "assessments" USING btree ("created_at","id");