ALTER TABLE "ai_usage" ADD COLUMN "duration_ms" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "cost_usd" double precision;
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "workstream_id" text;
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "subsection_uid" text;
--> statement-breakpoint
ALTER TABLE "ai_usage" ADD COLUMN "plan_version" integer;
--> statement-breakpoint
CREATE INDEX "ai_usage_initiative_idx" ON "ai_usage" USING btree ("initiative_id","workstream_id","subsection_uid","plan_version");
--> statement-breakpoint
CREATE INDEX "ai_usage_time_idx" ON "ai_usage" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "ai_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"base_url" text,
	"api_key_encrypted" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_settings_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "initiative_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"initiative_id" uuid NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "initiative_events_initiative_idx" ON "initiative_events" USING btree ("initiative_id","id");
