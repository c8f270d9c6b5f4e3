-- Issue 32 (control-a): removed teams kept restorable, and Generate all's runs with per-section progress.
CREATE TABLE "workstream_trash" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"initiative_id" uuid NOT NULL REFERENCES "initiatives"("id") ON DELETE cascade,
	"workstream_id" text NOT NULL,
	"name" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"deleted_by" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "workstream_trash_initiative_idx" ON "workstream_trash" USING btree ("initiative_id","deleted_at");
--> statement-breakpoint
CREATE TABLE "generate_all_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"initiative_id" uuid NOT NULL REFERENCES "initiatives"("id") ON DELETE cascade,
	"requested_by" text NOT NULL,
	"requested_by_name" text NOT NULL,
	"include_tasks" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "generate_all_runs_initiative_idx" ON "generate_all_runs" USING btree ("initiative_id","created_at");
--> statement-breakpoint
CREATE TABLE "generate_all_sections" (
	"run_id" uuid NOT NULL REFERENCES "generate_all_runs"("id") ON DELETE cascade,
	"workstream_id" text NOT NULL,
	"subsection_uid" text NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"version" integer,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generate_all_sections_pk" PRIMARY KEY("run_id","workstream_id","subsection_uid")
);
