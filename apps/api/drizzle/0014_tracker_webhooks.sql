ALTER TABLE "tracker_connections" ADD COLUMN "webhook_secret_encrypted" text;
