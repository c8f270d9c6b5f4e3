import { sql } from "drizzle-orm";
import type { TestServer } from "./harness";

/** Every table a request could change (the tables' contents are hashed, so a test sees any change). */
export const TABLES = [
  "users",
  "initiatives",
  "initiative_members",
  "workstreams",
  "subsections",
  "plan_versions",
  "invites",
  "jobs",
  "mail_outbox",
  "ai_usage",
  "ai_settings",
  "initiative_events",
  "files",
  "file_chunks",
  "tasks",
  // A token's last use is bookkeeping of reads too; what a request may not change is the rest of it.
  "(select id, user_id, name, scope, token_hash, hint, email_verified, created_at, expires_at from personal_access_tokens)",
  "tracker_connections",
  "task_changes",
  "task_proposals",
  "workstream_trash",
  "generate_all_runs",
  "generate_all_sections",
  "task_external",
  "task_external_relations",
  "tracker_pushes",
];

/** Waits until no background job is queued or running, so snapshots only see request effects. */
export async function settleJobs(server: TestServer, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await server.ctx.db.execute(
      sql.raw("select count(*)::int as n from jobs where status in ('queued', 'running')"),
    );
    if (Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error("background jobs did not settle");
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function snapshot(server: TestServer): Promise<Record<string, string>> {
  await settleJobs(server);
  const result: Record<string, string> = {};
  for (const table of TABLES) {
    const rows = await server.ctx.db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as h from ${table} t`),
    );
    result[table] = String((rows as unknown as { rows: Array<{ h: string }> }).rows[0]?.h);
  }
  return result;
}
