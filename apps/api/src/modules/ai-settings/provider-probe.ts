import type { AiModelList, LlmProvider } from "@initiative-planner/contract";
import { APICallError, generateText, JSONParseError, RetryError, TypeValidationError } from "ai";
import { z } from "zod";
import { AppError, badRequest, unavailable } from "../../http/errors";
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
        url: providerUrl(config.baseUrl, "models"),
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

/**
 * `path` under the provider's API root, built with the URL API: only http(s), no credentials, no
 * query or fragment (a base URL ending in `#` once turned the appended path into a fragment, so any
 * URL could be fetched). The contract refuses such base URLs already; this holds for LLM_BASE_URL too.
 */
export function providerUrl(base: string, path: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw badRequest("The base URL is not a valid URL.");
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || /[#?]/.test(base)) {
    throw badRequest(
      "The base URL must be an http(s) URL without a user name, password, query or #fragment.",
    );
  }
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${path}`;
  return url.href;
}

/** One sentence for every failure before an HTTP answer: refused, reset, unknown host, timeout alike. */
export const UNREACHABLE = `The provider could not be reached at this base URL (no HTTP answer within ${PROBE_TIMEOUT_MS / 1000} s).`;

/** What an HTTP status from a provider means, in fixed words: the provider's own body is never shown. */
function statusHint(status: number): string {
  if (status === 401 || status === 403) return "Check the API key.";
  if (status === 404) return "Check the base URL and the model.";
  if (status === 429) return "The provider is limiting requests; try again later.";
  if (status >= 500) return "The provider had an error; try again later.";
  return "Check the settings.";
}

const listedId = z.string().min(1).max(200);
/** The model lists the probe understands: OpenAI and Anthropic (`data[].id`), Google (`models[].name`). */
const modelListAnswer = z.union([
  z.object({ data: z.array(z.object({ id: listedId })) }),
  z.object({ models: z.array(z.object({ name: listedId })) }),
]);
const BAD_LIST = "The provider's model list is not in the expected form (JSON with a list of models).";

/** The provider's own model list (`/v1/models` and the like). */
export async function fetchModelList(config: LlmConfig): Promise<AiModelList> {
  if (config.provider === "offline") return { models: [{ id: "offline-planner" }], listed: true };
  const request = listRequest(config)!;
  let response: Response;
  let text: string;
  try {
    response = await fetch(request.url, {
      headers: request.headers,
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
      redirect: "error",
    });
    text = await response.text();
  } catch {
    throw unavailable(UNREACHABLE);
  }
  if (!response.ok) {
    const message = `The provider refused the model list (HTTP ${response.status}). ${statusHint(response.status)}`;
    throw response.status >= 500 ? unavailable(message) : badRequest(message);
  }
  let body: z.infer<typeof modelListAnswer>;
  try {
    body = modelListAnswer.parse(JSON.parse(text));
  } catch {
    throw new AppError("bad_gateway", BAD_LIST);
  }
  const ids =
    "data" in body ? body.data.map((m) => m.id) : body.models.map((m) => m.name.replace(/^models\//, ""));
  return { models: [...new Set(ids)].sort().map((id) => ({ id })), listed: true };
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
  if (APICallError.isInstance(last) && last.statusCode) {
    return `The provider answered HTTP ${last.statusCode}. ${statusHint(last.statusCode)}`;
  }
  if (TypeValidationError.isInstance(last) || JSONParseError.isInstance(last)) {
    return "The provider answered in a form the server does not understand. Check the provider and base URL.";
  }
  return UNREACHABLE;
}
