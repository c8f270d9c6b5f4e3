/** Splitting text into stream chunks and pausing between them, honouring an AbortSignal. */

import { spacedWords } from "./plain-text";

/** Chunks of a few words each; joined they are exactly `text` (whitespace included). */
export function splitIntoChunks(text: string, wordsPerChunk = 3): string[] {
  const words = spacedWords(text);
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    chunks.push(words.slice(i, i + wordsPerChunk).join(""));
  }
  return chunks;
}

export function abortError(): DOMException {
  return new DOMException("The operation was aborted.", "AbortError");
}

/**
 * Resolves after `ms`; rejects with an AbortError as soon as `signal` aborts. Without a delay it still
 * waits for the event loop's next turn, so a long stream never holds the loop (other requests, timers).
 */
export function abortableDelay(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(abortError());
  if (ms <= 0) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
