import type { AiModelList, LlmProvider } from "@initiative-planner/contract";
import { APICallError, generateText, RetryError } from "ai";
import { badRequest, unavailable } from "../../http/errors";
import { languageModel, plannerInfo } from "../../planner/create-planner";
import type { ModelUsage } from "../../planner/planner";
import type { LlmConfig } from "./effective";

const PROBE_TIMEOUT_MS = 15_000;

/** Never lets a key through in a message shown to the admin or written to the log. */
export function redact(text: string, secrets: Array<string | undefined>): string {
  let out = text;
  for (const secret of secrets) if (secret && secret.length >= 4) out = out.split(secret).join("[key]");
  return out.slice(0, 500);
}

const OFFICIAL_LISTS: Partial<Record<LlmProvider, string>> = {
  openai: "https://api.openai.com/v1/models",
  anthropic: "https://api.anthropic.com/v1/models?limit=1000",
  google: "https://generativelanguage.googleapis.com/v1beta/models?pageSize=1000",
};

function listRequest(config: LlmConfig): { url: string; headers: Record<string, string> } | null {
  const key =
    config.provider === "anthropic"
      ? config.apiKeys.anthropic
      : config.provider === "google"
        ? config.apiKeys.google
        : config.apiKeys.openai;
  switch (config.provider) {
    case "openai":
      return { url: OFFICIAL_LISTS.openai!, headers: key ? { authorization: `Bearer ${key}` } : {} };
    case "openai-compatible":
      if (!config.baseUrl) throw badRequest("An OpenAI-compatible provider needs a base URL.");
      return {
        url: `${config.baseUrl.replace(/\/+$/, "")}/models`,
        headers: key ? { authorization: `Bearer ${key}` } : {},
      };
    case "anthropic":
      return {
        url: OFFICIAL_LISTS.anthropic!,
        headers: { "x-api-key": key ?? "", "anthropic-version": "2023-06-01" },
      };
    case "google":
      return { url: OFFICIAL_LISTS.google!, headers: { "x-goog-api-key": key ?? "" } };
    default:
      return null;
  }
}

/** The provider's own model list (`/v1/models` and the like). */
export async function fetchModelList(config: LlmConfig): Promise<AiModelList> {
  if (config.provider === "offline") return { models: [{ id: "offline-planner" }], listed: true };
  const request = listRequest(config)!;
  const secrets = Object.values(config.apiKeys);
  let response: Response;
  try {
    response = await fetch(request.url, {
      headers: request.headers,
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  } catch (error) {
    throw unavailable(`The provider could not be reached: ${redact((error as Error).message, secrets)}.`);
  }
  const text = await response.text().catch(() => "");
  if (!response.ok) {
    const reason = redact(providerMessage(text) ?? response.statusText, secrets);
    const message = `The provider refused the model list (HTTP ${response.status}): ${reason}`;
    throw response.status >= 500 ? unavailable(message) : badRequest(message);
  }
  let body: { data?: Array<{ id?: unknown }>; models?: Array<{ name?: unknown }> };
  try {
    body = JSON.parse(text);
  } catch {
    throw unavailable("The provider answered the model list with something that is not JSON.");
  }
  const ids = [
    ...(body.data ?? []).map((m) => m.id),
    ...(body.models ?? []).map((m) =>
      typeof m.name === "string" ? m.name.replace(/^models\//, "") : m.name,
    ),
  ].filter((id): id is string => typeof id === "string" && id.length > 0 && id.length <= 200);
  return { models: [...new Set(ids)].sort().map((id) => ({ id })), listed: true };
}

function providerMessage(text: string): string | null {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown };
    const message = typeof body.error === "string" ? body.error : (body.error?.message ?? body.message);
    return typeof message === "string" ? message : null;
  } catch {
    return text ? text.slice(0, 200) : null;
  }
}

export interface ProbeOutcome {
  ok: boolean;
  latencyMs: number;
  message: string;
  model: string;
  usage: ModelUsage | null;
}

/** A minimal model call: how long it took, or the provider's error in words. */
export async function testModelCall(config: LlmConfig): Promise<ProbeOutcome> {
  const info = plannerInfo(config);
  if (config.provider === "offline") {
    return {
      ok: true,
      latencyMs: 0,
      model: info.model,
      usage: null,
      message: "The offline planner needs no provider: it is ready.",
    };
  }
  const secrets = Object.values(config.apiKeys);
  const started = performance.now();
  try {
    const model = languageModel(config, info.model);
    const result = await generateText({
      model,
      prompt: "Reply with the single word OK.",
      maxOutputTokens: 16,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    const latencyMs = Math.round(performance.now() - started);
    return {
      ok: true,
      latencyMs,
      model: info.model,
      message: `${info.model} answered in ${latencyMs} ms.`,
      usage: {
        kind: "test",
        provider: info.provider,
        model: info.model,
        inputTokens: result.usage.inputTokens ?? 0,
        outputTokens: result.usage.outputTokens ?? 0,
        durationMs: latencyMs,
      },
    };
  } catch (error) {
    return {
      ok: false,
      latencyMs: Math.round(performance.now() - started),
      model: info.model,
      usage: null,
      message: redact(describeProviderError(error), secrets),
    };
  }
}

function describeProviderError(error: unknown): string {
  const last = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(last)) {
    const reason = providerMessage(last.responseBody ?? "") ?? last.message;
    return `The provider answered HTTP ${last.statusCode ?? "error"}: ${reason}`;
  }
  if (last instanceof Error && (last.name === "TimeoutError" || last.name === "AbortError")) {
    return `The provider did not answer within ${PROBE_TIMEOUT_MS / 1000} s.`;
  }
  return `The provider could not be reached: ${last instanceof Error ? last.message : String(last)}`;
}
