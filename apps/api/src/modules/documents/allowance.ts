import type { UploadAllowance } from "@initiative-planner/contract";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { files, uploadAttempts } from "../../db/schema";
import { AppError, rateLimited } from "../../http/errors";

/** UPLOAD_QUOTA_MB and UPLOADS_PER_HOUR, in bytes and uploads. */
export interface UploadLimits {
  quotaBytes: number;
  perHour: number;
}

const HOUR = sql`now() - interval '1 hour'`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The user's stored bytes (attached or not) and upload attempts in the last hour. */
export async function uploadAllowance(
  db: DbOrTx,
  userId: string,
  limits: UploadLimits,
): Promise<UploadAllowance> {
  const [row] = await db
    .select({
      used: sql<number>`(select coalesce(sum(${files.size}), 0)::bigint from ${files} where ${files.uploaderId} = ${userId})`,
      recent: sql<number>`(select count(*)::int from ${uploadAttempts} where ${uploadAttempts.uploaderId} = ${userId} and ${uploadAttempts.createdAt} > ${HOUR})`,
    })
    .from(sql`(select 1) as one`);
  return {
    used_bytes: Number(row?.used ?? 0),
    quota_bytes: limits.quotaBytes,
    uploads_last_hour: Number(row?.recent ?? 0),
    uploads_per_hour: limits.perHour,
  };
}

/**
 * Admits one upload of `size` bytes or refuses it: 429 beyond the hourly rate (every attempt counts,
 * refused documents too: reading them is the cost), 413 beyond the storage quota. An admitted attempt
 * is recorded before the document is read. Concurrent uploads of one user may pass the quota check
 * together and end up one file (at most 10 MB) over it.
 */
export async function admitUpload(db: DbOrTx, userId: string, size: number, limits: UploadLimits) {
  await db.transaction(async (tx) => {
    // One user's admissions in turn, so the hourly count is exact.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('upload:' || ${userId}))`);
    await tx
      .delete(uploadAttempts)
      .where(and(eq(uploadAttempts.uploaderId, userId), lt(uploadAttempts.createdAt, HOUR)));
    const now = await uploadAllowance(tx, userId, limits);
    if (now.uploads_last_hour >= limits.perHour) {
      const [oldest] = await tx
        .select({
          wait: sql<number>`ceil(extract(epoch from (min(${uploadAttempts.createdAt}) + interval '1 hour' - now())))::int`,
        })
        .from(uploadAttempts)
        .where(and(eq(uploadAttempts.uploaderId, userId), gt(uploadAttempts.createdAt, HOUR)));
      const seconds = Math.max(1, Number(oldest?.wait ?? 60));
      throw rateLimited(
        `You have uploaded ${limits.perHour} files in the last hour, the most allowed. Try again in ${Math.ceil(seconds / 60)} min.`,
        seconds,
      );
    }
    await tx.insert(uploadAttempts).values({ uploaderId: userId });
    if (now.used_bytes + size > limits.quotaBytes) {
      throw new AppError(
        "payload_too_large",
        `Your uploads already use ${mb(now.used_bytes)} of your ${mb(limits.quotaBytes)}. Remove documents you no longer need from your initiatives, then upload again.`,
      );
    }
  });
}
