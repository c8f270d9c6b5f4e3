import type {
  AiModelList,
  AiProbeBody,
  AiSettings,
  AiTestResult,
  UpdateAiSettingsBody,
} from "@initiative-planner/contract";
import type { AppConfig } from "../../config";
import type { Db } from "../../db/client";
import { badRequest } from "../../http/errors";
import { plannerInfo } from "../../planner/create-planner";
import { effectiveLlmConfig, keySlot, type LlmConfig, locksFor } from "./effective";
import { fetchModelList, type ProbeOutcome, testModelCall } from "./provider-probe";
import { readAiSettings, type StoredAiSettings, writeAiSettings } from "./queries";
import type { SecretBox } from "./secret-box";

const NEEDS_KEY = new Set(["openai", "anthropic", "google"]);

/** Two base URLs name the same API root (a trailing slash aside); null is the provider's own. */
function sameBaseUrl(a: string | null, b: string | null): boolean {
  const root = (url: string | null) => url?.replace(/\/+$/, "") ?? null;
  return root(a) === root(b);
}

/** The AI settings admins change in the product; environment variables win where set. */
export class AiSettingsService {
  constructor(
    private readonly db: Db,
    private readonly config: AppConfig,
    private readonly box: SecretBox,
  ) {}

  private storedKey(stored: StoredAiSettings | null): string | null {
    if (!stored?.apiKeyEncrypted) return null;
    try {
      return this.box.open(stored.apiKeyEncrypted);
    } catch {
      // Sealed with another key (SETTINGS_KEY changed): treated as no key rather than failing every call.
      return null;
    }
  }

  /** The model configuration for the next call (read per call, so every instance follows a change). */
  async effective(): Promise<LlmConfig> {
    const stored = await readAiSettings(this.db);
    return effectiveLlmConfig(this.config.llm, stored, this.storedKey(stored));
  }

  async view(): Promise<AiSettings> {
    const stored = await readAiSettings(this.db);
    const config = effectiveLlmConfig(this.config.llm, stored, this.storedKey(stored));
    const slot = keySlot(config.provider);
    return {
      provider: config.provider,
      model: plannerInfo(config).model,
      base_url: config.baseUrl,
      api_key_set: slot !== null && !!config.apiKeys[slot],
      locked: locksFor(this.config.llm, config.provider),
      updated_at: stored?.updatedAt ? new Date(stored.updatedAt).toISOString() : null,
      updated_by: stored?.updatedBy ?? null,
    };
  }

  async update(body: UpdateAiSettingsBody, userId: string): Promise<AiSettings> {
    const env = this.config.llm;
    const locks = locksFor(env, body.provider);
    if (locks.provider && body.provider !== env.provider) {
      throw badRequest(
        `The provider is set by LLM_PROVIDER=${env.provider} on the server and cannot be changed here.`,
      );
    }
    if (locks.model && body.model !== undefined && body.model !== env.model) {
      throw badRequest("The model is set by LLM_MODEL on the server and cannot be changed here.");
    }
    if (locks.base_url && body.base_url !== undefined && body.base_url !== env.baseUrl) {
      throw badRequest("The base URL is set by LLM_BASE_URL on the server and cannot be changed here.");
    }
    if (locks.api_key && body.api_key) {
      throw badRequest(
        "The API key is set by an environment variable on the server and cannot be changed here.",
      );
    }
    const stored = await readAiSettings(this.db);
    const offline = body.provider === "offline";
    let sealedKey: string | null;
    if (offline || body.api_key === null) sealedKey = null;
    else if (body.api_key) sealedKey = this.box.seal(body.api_key);
    else sealedKey = stored?.provider === body.provider ? (stored.apiKeyEncrypted ?? null) : null;

    const baseUrl = offline ? null : (body.base_url ?? null);
    if (body.provider === "openai-compatible" && !baseUrl && !locks.base_url) {
      throw badRequest("An OpenAI-compatible provider needs a base URL (e.g. http://127.0.0.1:11434/v1).");
    }
    if (NEEDS_KEY.has(body.provider) && !sealedKey && !locks.api_key) {
      throw badRequest(`The ${body.provider} provider needs an API key.`);
    }
    await writeAiSettings(this.db, {
      provider: body.provider,
      model: offline ? null : (body.model ?? null),
      baseUrl,
      apiKeyEncrypted: sealedKey,
      updatedBy: userId,
    });
    return this.view();
  }

  /**
   * The configuration a probe uses: the body's fields, the saved settings for what it leaves out. A
   * saved key (stored, or from the environment) goes only to the base URL it was saved with: a probe
   * of another URL must bring its own key (issue 30, finding 5).
   */
  private async probeConfig(body: AiProbeBody): Promise<LlmConfig> {
    const env = this.config.llm;
    const stored = await readAiSettings(this.db);
    const current = effectiveLlmConfig(env, stored, this.storedKey(stored));
    const locks = locksFor(env, body.provider);
    const provider = locks.provider ? env.provider : body.provider;
    const same = current.provider === provider;
    const baseUrl = locks.base_url ? env.baseUrl : (body.base_url ?? (same ? current.baseUrl : null));
    const slot = keySlot(provider);
    const apiKeys: LlmConfig["apiKeys"] = { openai: undefined, anthropic: undefined, google: undefined };
    if (slot) {
      // The environment's key belongs with LLM_BASE_URL (or the provider's own address when unset);
      // a stored key with the base URL saved beside it (the environment's when that one is locked).
      const saved = locks.api_key
        ? { key: env.apiKeys[slot], baseUrl: env.baseUrl }
        : { key: same ? current.apiKeys[slot] : undefined, baseUrl: current.baseUrl };
      if (body.api_key) apiKeys[slot] = body.api_key;
      else if (sameBaseUrl(baseUrl, saved.baseUrl)) apiKeys[slot] = saved.key;
    }
    return {
      ...current,
      provider,
      model: locks.model ? env.model : (body.model ?? (same ? current.model : null)),
      baseUrl,
      apiKeys,
    };
  }

  async models(body: AiProbeBody): Promise<AiModelList> {
    return fetchModelList(await this.probeConfig(body));
  }

  async test(body: AiProbeBody): Promise<{ result: AiTestResult; outcome: ProbeOutcome }> {
    const config = await this.probeConfig(body);
    const outcome = await testModelCall(config);
    return {
      outcome,
      result: {
        ok: outcome.ok,
        provider: config.provider,
        model: outcome.model,
        latency_ms: outcome.latencyMs,
        message: outcome.message,
      },
    };
  }
}

declare module "../../http/context" {
  interface AppServices {
    /** The admin's AI settings (provider, model, base URL, encrypted key), environment variables winning. */
    aiSettings: AiSettingsService;
  }
}
