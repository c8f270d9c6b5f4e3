ALTER TABLE "invites" ADD COLUMN "expires_at" timestamp with time zone DEFAULT (now() + interval '14 days') NOT NULL;--> statement-breakpoint
UPDATE "invites" SET "expires_at" = "created_at" + interval '14 days';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "invite_id" uuid;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_token" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "status" text DEFAULT 'kept' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "run_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_invite_id_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "mail_outbox" SET "text" = regexp_replace("text", '/invite/[A-Za-z0-9_-]+', '/invite/[link removed]', 'g'), "html" = regexp_replace("html", '/invite/[A-Za-z0-9_-]+', '/invite/[link removed]', 'g');--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_requester_idx" ON "mail_outbox" USING btree ("requested_by","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_invite_idx" ON "mail_outbox" USING btree ("invite_id");
