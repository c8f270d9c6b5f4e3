/**
 * The wire formats the fake provider speaks, written from the providers' public API references and
 * the event shapes in the AI SDK's recorded fixtures (vercel/ai: packages/openai, anthropic and
 * google `__fixtures__`). Each encodes the same few things: a streamed text delta, the stream's end
 * with token usage, an in-stream error, a complete (non-streamed) answer and an HTTP error body.
 */

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

export interface WireFormat {
  name: string;
  /** The API root the SDK is pointed at (LLM_BASE_URL). */
  basePath: string;
  /** The call a request is (model, streamed or not), or null for a path this API does not have. */
  // biome-ignore lint/suspicious/noExplicitAny: the request body is whatever the SDK sent.
  route(path: string, body: any): { stream: boolean; model: string } | null;
  streamStart(model: string): string[];
  streamText(model: string, text: string, index: number): string;
  streamEnd(model: string, fullText: string, usage: Usage): string[];
  streamError(message: string): string;
  complete(model: string, text: string, usage: Usage): unknown;
  errorBody(status: number, message: string): unknown;
}

const data = (payload: unknown) => `data: ${JSON.stringify(payload)}\n\n`;
const event = (name: string, payload: unknown) => `event: ${name}\n${data(payload)}`;
const CREATED = 1_700_000_000;

/** `POST {base}{suffix}` with the model and `stream` flag in the JSON body (OpenAI, Anthropic). */
const bodyRoute =
  (suffix: string) => (path: string, body: { model?: unknown; stream?: unknown } | undefined) =>
    path.split("?")[0]!.endsWith(suffix)
      ? { stream: body?.stream === true, model: String(body?.model ?? "fake-model") }
      : null;

const openAiError = (status: number, message: string) => ({
  error: {
    message,
    type: status === 429 ? "rate_limit_exceeded" : "server_error",
    param: null,
    code: status === 429 ? "rate_limit_exceeded" : null,
  },
});

function chatFormat(name: string, flavour: { id: string; fingerprint: string }): WireFormat {
  const envelope = (model: string, object: string) => ({
    id: flavour.id,
    object,
    created: CREATED,
    model,
    system_fingerprint: flavour.fingerprint,
  });
  const withTotal = (u: Usage) => ({ ...u, total_tokens: u.prompt_tokens + u.completion_tokens });
  return {
    name,
    basePath: "/v1",
    route: bodyRoute("/chat/completions"),
    streamStart: () => [],
    streamText: (model, text, index) =>
      data({
        ...envelope(model, "chat.completion.chunk"),
        choices: [
          {
            index: 0,
            delta: { ...(index === 0 ? { role: "assistant" } : {}), content: text },
            finish_reason: null,
          },
        ],
      }),
    streamEnd: (model, _text, usage) => [
      data({
        ...envelope(model, "chat.completion.chunk"),
        choices: [{ index: 0, delta: {}, finish_reason: "stop" }],
      }),
      // Sent because the SDK asks for it (stream_options.include_usage).
      data({ ...envelope(model, "chat.completion.chunk"), choices: [], usage: withTotal(usage) }),
      "data: [DONE]\n\n",
    ],
    streamError: (message) => data(openAiError(500, message)),
    complete: (model, text, usage) => ({
      ...envelope(model, "chat.completion"),
      choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
      usage: withTotal(usage),
    }),
    errorBody: openAiError,
  };
}

/** OpenAI Chat Completions (`/v1/chat/completions`), also what openai-compatible servers speak. */
export const openAiChat = chatFormat("openai-chat", { id: "chatcmpl-fake", fingerprint: "fp_fake" });

/** Ollama's OpenAI-compatible endpoint (`/v1/chat/completions`), with Ollama's ids. */
export const ollama = chatFormat("ollama", { id: "chatcmpl-428", fingerprint: "fp_ollama" });

const RESPONSE_ID = "resp_fake";
const MESSAGE_ID = "msg_fake";

/** OpenAI Responses (`/v1/responses`): typed events with sequence numbers. */
export const openAiResponses: WireFormat = (() => {
  let sequence = 0;
  const next = (payload: Record<string, unknown>) =>
    event(String(payload.type), { ...payload, sequence_number: sequence++ });
  const response = (model: string, status: string, extra: Record<string, unknown> = {}) => ({
    id: RESPONSE_ID,
    object: "response",
    created_at: CREATED,
    status,
    model,
    output: [],
    service_tier: "default",
    usage: null,
    ...extra,
  });
  const message = (text: string, status: string) => ({
    id: MESSAGE_ID,
    type: "message",
    status,
    role: "assistant",
    content: status === "in_progress" ? [] : [{ type: "output_text", annotations: [], logprobs: [], text }],
  });
  const usageOf = (u: Usage) => ({
    input_tokens: u.prompt_tokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: u.completion_tokens,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: u.prompt_tokens + u.completion_tokens,
  });
  const part = (text: string) => ({ type: "output_text", annotations: [], logprobs: [], text });
  return {
    name: "openai-responses",
    basePath: "/v1",
    route: bodyRoute("/responses"),
    streamStart: (model) => {
      sequence = 0;
      return [
        next({ type: "response.created", response: response(model, "in_progress") }),
        next({ type: "response.in_progress", response: response(model, "in_progress") }),
        next({ type: "response.output_item.added", output_index: 0, item: message("", "in_progress") }),
        next({
          type: "response.content_part.added",
          item_id: MESSAGE_ID,
          output_index: 0,
          content_index: 0,
          part: part(""),
        }),
      ];
    },
    streamText: (_model, text) =>
      next({
        type: "response.output_text.delta",
        item_id: MESSAGE_ID,
        output_index: 0,
        content_index: 0,
        delta: text,
        logprobs: [],
      }),
    streamEnd: (model, text, usage) => [
      next({
        type: "response.output_text.done",
        item_id: MESSAGE_ID,
        output_index: 0,
        content_index: 0,
        text,
        logprobs: [],
      }),
      next({
        type: "response.content_part.done",
        item_id: MESSAGE_ID,
        output_index: 0,
        content_index: 0,
        part: part(text),
      }),
      next({ type: "response.output_item.done", output_index: 0, item: message(text, "completed") }),
      next({
        type: "response.completed",
        response: response(model, "completed", {
          output: [message(text, "completed")],
          usage: usageOf(usage),
        }),
      }),
    ],
    streamError: (message) => next({ type: "error", code: "server_error", message, param: null }),
    complete: (model, text, usage) =>
      response(model, "completed", { output: [message(text, "completed")], usage: usageOf(usage) }),
    errorBody: openAiError,
  };
})();

/** Anthropic Messages (`/v1/messages`), SSE with named events. */
export const anthropic: WireFormat = {
  name: "anthropic",
  basePath: "/v1",
  route: bodyRoute("/messages"),
  streamStart: (model) => [
    event("message_start", {
      type: "message_start",
      message: {
        id: "msg_fake",
        type: "message",
        role: "assistant",
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        // The real input count arrives here; output_tokens is a running count, final in message_delta.
        usage: { input_tokens: 0, output_tokens: 1 },
      },
    }),
    event("content_block_start", {
      type: "content_block_start",
      index: 0,
      content_block: { type: "text", text: "" },
    }),
    event("ping", { type: "ping" }),
  ],
  streamText: (_model, text) =>
    event("content_block_delta", {
      type: "content_block_delta",
      index: 0,
      delta: { type: "text_delta", text },
    }),
  streamEnd: (_model, _text, usage) => [
    event("content_block_stop", { type: "content_block_stop", index: 0 }),
    event("message_delta", {
      type: "message_delta",
      delta: { stop_reason: "end_turn", stop_sequence: null },
      usage: { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens },
    }),
    event("message_stop", { type: "message_stop" }),
  ],
  streamError: (message) => event("error", { type: "error", error: { type: "overloaded_error", message } }),
  complete: (model, text, usage) => ({
    id: "msg_fake",
    type: "message",
    role: "assistant",
    model,
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: usage.prompt_tokens, output_tokens: usage.completion_tokens },
  }),
  errorBody: (status, message) => ({
    type: "error",
    error: {
      type: status === 429 ? "rate_limit_error" : status >= 500 ? "api_error" : "invalid_request_error",
      message,
    },
  }),
};

/** Google Gemini (`/v1beta/models/{model}:generateContent` and `:streamGenerateContent?alt=sse`). */
export const gemini: WireFormat = (() => {
  const candidate = (text: string, finishReason?: string) => ({
    content: { parts: [{ text }], role: "model" },
    index: 0,
    ...(finishReason ? { finishReason } : {}),
  });
  const usageOf = (u: Usage) => ({
    promptTokenCount: u.prompt_tokens,
    candidatesTokenCount: u.completion_tokens,
    totalTokenCount: u.prompt_tokens + u.completion_tokens,
  });
  return {
    name: "google",
    basePath: "/v1beta",
    route(path) {
      const match = /\/models\/([^/:]+):(generateContent|streamGenerateContent)(?:\?|$)/.exec(path);
      return match ? { model: match[1]!, stream: match[2] === "streamGenerateContent" } : null;
    },
    streamStart: () => [],
    streamText: (model, text) =>
      data({ candidates: [candidate(text)], modelVersion: model, responseId: "fake" }),
    streamEnd: (model, _text, usage) => [
      data({
        candidates: [candidate("", "STOP")],
        usageMetadata: usageOf(usage),
        modelVersion: model,
        responseId: "fake",
      }),
    ],
    streamError: (message) => data({ error: { code: 500, message, status: "INTERNAL" } }),
    complete: (model, text, usage) => ({
      candidates: [candidate(text, "STOP")],
      usageMetadata: usageOf(usage),
      modelVersion: model,
      responseId: "fake",
    }),
    errorBody: (status, message) => ({
      error: {
        code: status,
        message,
        status: status === 429 ? "RESOURCE_EXHAUSTED" : status === 404 ? "NOT_FOUND" : "INTERNAL",
      },
    }),
  };
})();
