-- Every person's change to a task (issue 32): who, when, the task before and after, so the last change of a
-- task can be undone, a deletion included. `dependents` keeps, for a deletion, the tasks that lost their edge
-- to it, so an undo gives it back.
CREATE TABLE "task_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"initiative_id" uuid NOT NULL REFERENCES "public"."initiatives"("id") ON DELETE cascade,
	"task_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"dependents" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" text NOT NULL,
	"undone_at" timestamp with time zone,
	"undoes" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_changes_kind_check" CHECK ("kind" IN ('create', 'update', 'delete', 'undo'))
);
--> statement-breakpoint
CREATE INDEX "task_changes_initiative_idx" ON "task_changes" USING btree ("initiative_id","created_at");
--> statement-breakpoint
CREATE INDEX "task_changes_task_idx" ON "task_changes" USING btree ("task_id","created_at");
--> statement-breakpoint
-- A regenerated task breakdown waiting for a person's choice (issue 32). `base` fingerprints the initiative's
-- tasks when it was made: applying it after they changed, or a second time, is refused.
CREATE TABLE "task_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"initiative_id" uuid NOT NULL,
	"workstream_id" text NOT NULL,
	"base" text NOT NULL,
	"proposal" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"created_by" text NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_proposals_workstream_fk" FOREIGN KEY ("initiative_id","workstream_id") REFERENCES "public"."workstreams"("initiative_id","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX "task_proposals_workstream_idx" ON "task_proposals" USING btree ("initiative_id","workstream_id","created_at");
