import type { LlmProvider } from "@initiative-planner/contract";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { aiSettings } from "../../db/schema";

export interface StoredAiSettings {
  provider: LlmProvider;
  model: string | null;
  baseUrl: string | null;
  apiKeyEncrypted: string | null;
  updatedBy: string | null;
  updatedAt: Date;
}

export async function readAiSettings(db: DbOrTx): Promise<StoredAiSettings | null> {
  const rows = await db.select().from(aiSettings).where(eq(aiSettings.id, 1)).limit(1);
  const row = rows[0];
  return row ? { ...row, provider: row.provider as LlmProvider } : null;
}

export async function writeAiSettings(db: DbOrTx, settings: Omit<StoredAiSettings, "updatedAt">) {
  const values = { ...settings, updatedAt: new Date() };
  await db
    .insert(aiSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: aiSettings.id, set: values });
}
