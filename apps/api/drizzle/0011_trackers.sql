CREATE TABLE "tracker_connections" (
	"initiative_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"settings" jsonb NOT NULL,
	"secret_encrypted" text NOT NULL,
	"account" text NOT NULL,
	"connected_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_push_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	CONSTRAINT "tracker_connections_initiative_id_kind_pk" PRIMARY KEY("initiative_id","kind"),
	CONSTRAINT "tracker_connections_kind" CHECK ("kind" in ('github', 'linear', 'jira'))
);
--> statement-breakpoint
ALTER TABLE "tracker_connections" ADD CONSTRAINT "tracker_connections_initiative_id_initiatives_id_fk" FOREIGN KEY ("initiative_id") REFERENCES "public"."initiatives"("id") ON DELETE cascade ON UPDATE no action;
