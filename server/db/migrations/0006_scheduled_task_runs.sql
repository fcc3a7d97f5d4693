CREATE TABLE "scheduled_task_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text
);
