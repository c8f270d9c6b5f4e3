// Improve benchmark (issue 15): a local fake OpenAI-compatible model that writes at a fixed rate,
// and the server's improvement path (locate the selection, the LLM planner over real HTTP, splice
// the replacement between the unchanged prefix and suffix). Improves a 200-character selection in
// 3 KB, 30 KB and 100 KB plans, whole-document rewrite vs selection-only, and prints one table.
// `--rate=N` sets the model's tokens per second (default 500; 100 makes the run about 5 minutes).
import { performance } from "node:perf_hooks";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { spliceImprovement } from "../../apps/api/src/modules/planning/improve";
import { createLlmPlanner } from "../../apps/api/src/planner/llm/llm-planner";
import { locateSelection, type TextRange } from "../../apps/api/src/planner/locate-selection";
import { type RecordedRequest, startFakeOpenAi } from "../../apps/api/test/fake-openai-server";
import { planDocument } from "./plan-document";

const SIZES = [3_000, 30_000, 100_000];
const SELECTION_CHARS = 200;
const CHARS_PER_TOKEN = 4;
const TOKENS_PER_CHUNK = 5;
const TARGET_SPEEDUP_30KB = 20;
/** "Flat in document size": selection-only at 100 KB within this factor of 3 KB. */
const TARGET_FLATNESS = 1.5;

const rateArg = process.argv.find((a) => a.startsWith("--rate="));
const tokensPerSecond = rateArg ? Number(rateArg.slice("--rate=".length)) : 500;
if (!(tokensPerSecond > 0)) throw new Error("--rate must be a positive number of tokens per second");

/** The text between <tag> and </tag> in the prompt (the bench's own prompt, not user input). */
function tagged(prompt: string, tag: string): string {
  const start = prompt.indexOf(`<${tag}>\n`);
  const end = prompt.indexOf(`\n</${tag}>`, start);
  return start < 0 || end < 0 ? "" : prompt.slice(start + tag.length + 3, end);
}

/** What a model writes for this prompt: the selection's replacement, or the whole document. */
function modelOutput(request: RecordedRequest): string {
  const messages = request.body?.messages as Array<{ role: string; content: string }>;
  const prompt = messages.find((m) => m.role === "user")?.content ?? "";
  const selection = tagged(prompt, "selection");
  return (selection || tagged(prompt, "document")).toUpperCase();
}

const chunksOf = (text: string, size: number) =>
  Array.from({ length: Math.ceil(text.length / size) }, (_, i) => text.slice(i * size, (i + 1) * size));

const fake = await startFakeOpenAi({
  behaviour: (request) => {
    const output = modelOutput(request);
    const tokens = Math.ceil(output.length / CHARS_PER_TOKEN);
    return {
      kind: "stream",
      chunks: chunksOf(output, CHARS_PER_TOKEN * TOKENS_PER_CHUNK),
      chunkDelayMs: (1000 * TOKENS_PER_CHUNK) / tokensPerSecond,
      firstChunkDelayMs: (1000 * TOKENS_PER_CHUNK) / tokensPerSecond,
      usage: {
        prompt_tokens: Math.ceil(JSON.stringify(request.body).length / CHARS_PER_TOKEN),
        completion_tokens: tokens,
      },
    };
  },
});

const planner = createLlmPlanner({
  model: createOpenAICompatible({ name: "bench", baseURL: fake.url, includeUsage: true }).chatModel("fake"),
  provider: "openai-compatible",
  modelId: "fake",
  timeoutMs: 0,
  maxRetries: 0,
});

interface Run {
  seconds: number;
  outputTokens: number;
  chars: number;
}

async function improve(document: string, range: TextRange): Promise<Run> {
  let outputTokens = 0;
  let chars = 0;
  const started = performance.now();
  const replacement = planner.streamImprovement({
    idea: "A customer portal",
    initiativeName: "Customer portal",
    workstream: { id: "engg_backend", name: "Back-end Engineering" },
    document,
    selection: range,
    instruction: "Make this more professional and concise",
    onUsage: (usage) => {
      outputTokens += usage.outputTokens;
    },
  });
  for await (const chunk of spliceImprovement(document, range, replacement)) chars += chunk.length;
  return { seconds: (performance.now() - started) / 1000, outputTokens, chars };
}

// Warm-up: the first call pays for connection set-up and JIT, which is no part of either mode.
await improve("# Warm-up\n\nOne sentence.", { start: 11, end: 24 });

const rows: string[] = [];
const results = new Map<number, { whole: Run; selection: Run }>();
for (const size of SIZES) {
  const document = planDocument(size);
  // A 200-character stretch of prose in the middle, as the browser yields it (no markup).
  const middle = document.indexOf("\nThe **", Math.floor(document.length / 2)) + 1;
  // Up to the paragraph's link, whose target a browser selection would not contain.
  const raw = document.slice(middle, Math.min(middle + SELECTION_CHARS, document.indexOf("[", middle)));
  const range = locateSelection(document, raw.replace(/[*`]/g, ""));
  if (!range) throw new Error("the bench selection was not found");
  const selection = await improve(document, range);
  const whole = await improve(document, { start: 0, end: document.length });
  if (selection.chars < document.length - SELECTION_CHARS || whole.chars < document.length * 0.9) {
    throw new Error("an improvement came back short");
  }
  results.set(size, { whole, selection });
  rows.push(
    `| ${(document.length / 1000).toFixed(0)} KB | ${whole.seconds.toFixed(2)} s | ${whole.outputTokens} | ${selection.seconds.toFixed(2)} s | ${selection.outputTokens} | ${(whole.seconds / selection.seconds).toFixed(0)}× |`,
  );
}
await fake.close();

const at30 = results.get(30_000)!;
const speedup = at30.whole.seconds / at30.selection.seconds;
const flatness = results.get(100_000)!.selection.seconds / results.get(3_000)!.selection.seconds;
console.log(
  `\nImprove a ~${SELECTION_CHARS}-character selection; fake model at ${tokensPerSecond} tokens/s\n`,
);
console.log(
  "| document | whole rewrite: time | output tokens | selection only: time | output tokens | speed-up |",
);
console.log("|---|---|---|---|---|---|");
for (const row of rows) console.log(row);
const speedOk = speedup >= TARGET_SPEEDUP_30KB;
const flatOk = flatness <= TARGET_FLATNESS;
console.log(
  `\nspeed-up at 30 KB: ${speedup.toFixed(0)}× (target ≥ ${TARGET_SPEEDUP_30KB}×) ${speedOk ? "PASS" : "FAIL"}`,
);
console.log(
  `selection-only 100 KB / 3 KB: ${flatness.toFixed(2)} (target ≤ ${TARGET_FLATNESS}, flat) ${flatOk ? "PASS" : "FAIL"}`,
);
if (!speedOk || !flatOk) process.exitCode = 1;
