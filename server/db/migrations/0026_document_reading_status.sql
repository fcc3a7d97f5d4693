ALTER TABLE "documents" ADD COLUMN "reading_status" text;--> statement-breakpoint
-- Issue 23 (ADR 082): documents read before this column existed (text PDFs, read on upload) are done; the others
-- were not read and stay null (photos uploaded before OCR are not read afterwards).
UPDATE "documents" SET "reading_status" = 'done' WHERE "reading" IS NOT NULL;
