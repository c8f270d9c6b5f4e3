ALTER TABLE "files" ADD COLUMN "pages_read" integer;--> statement-breakpoint
-- Documents stored before the page cap were read whole.
UPDATE "files" SET "pages_read" = "pages";--> statement-breakpoint
CREATE TABLE "upload_attempts" (
	"uploader_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_attempts" ADD CONSTRAINT "upload_attempts_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_attempts_uploader_idx" ON "upload_attempts" USING btree ("uploader_id","created_at");
