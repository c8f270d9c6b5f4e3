ALTER TABLE "tracker_pushes" ADD COLUMN "parent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD COLUMN "parent_target" text;--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD COLUMN "parent_external_id" text;--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD COLUMN "parent_key" text;--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD COLUMN "parent_url" text;--> statement-breakpoint
ALTER TABLE "task_external" ADD COLUMN "parent_key" text;
