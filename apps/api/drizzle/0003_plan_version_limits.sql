CREATE INDEX IF NOT EXISTS "plan_versions_created_by_time_idx" ON "plan_versions" USING btree ("created_by","created_at");
