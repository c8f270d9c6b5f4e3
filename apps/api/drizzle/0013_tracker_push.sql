-- Issue 34 (push): each task's issue in a tracker, the dependencies pushed as the tracker's relations, and
-- the push runs with their progress. `task_external.task_id` has no foreign key on purpose (decision 120): a
-- task deleted here leaves its row as a tombstone, so the next push closes the issue there (`closed_at`), and
-- an undone deletion (same task id) finds its issue again.
CREATE TABLE "task_external" (
	"initiative_id" uuid NOT NULL REFERENCES "public"."initiatives"("id") ON DELETE cascade,
	"task_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"external_id" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"remote_state" text,
	"remote_updated_at" timestamp with time zone,
	"pushed_hash" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_external_task_id_kind_pk" PRIMARY KEY("task_id","kind"),
	CONSTRAINT "task_external_kind" CHECK ("kind" in ('github', 'linear', 'jira'))
);
--> statement-breakpoint
CREATE INDEX "task_external_initiative_idx" ON "task_external" USING btree ("initiative_id","kind");
--> statement-breakpoint
CREATE INDEX "task_external_key_idx" ON "task_external" USING btree ("kind","external_id");
--> statement-breakpoint
-- "task_id depends on depends_on_id", as pushed: the tracker's relation (its id when the tracker gives one).
CREATE TABLE "task_external_relations" (
	"initiative_id" uuid NOT NULL REFERENCES "public"."initiatives"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"task_id" uuid NOT NULL,
	"depends_on_id" uuid NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_external_relations_pk" PRIMARY KEY("kind","task_id","depends_on_id")
);
--> statement-breakpoint
CREATE INDEX "task_external_relations_initiative_idx" ON "task_external_relations" USING btree ("initiative_id","kind");
--> statement-breakpoint
-- One push of an initiative to a tracker, run by the durable job `tracker_push:<kind>`; its counters are the
-- progress members see live.
CREATE TABLE "tracker_pushes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"initiative_id" uuid NOT NULL REFERENCES "public"."initiatives"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"requested_by" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"closed" integer DEFAULT 0 NOT NULL,
	"linked" integer DEFAULT 0 NOT NULL,
	"unlinked" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tracker_pushes_kind" CHECK ("kind" in ('github', 'linear', 'jira')),
	CONSTRAINT "tracker_pushes_status" CHECK ("status" in ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "tracker_pushes_initiative_idx" ON "tracker_pushes" USING btree ("initiative_id","kind","created_at");
