import { useEffect, useMemo, useState } from "react";

/** Spec section 9: the demo streams one word every 100 ms. */
export const WORD_INTERVAL_MS = 100;

/**
 * Each token is a word with the whitespace before it (trailing whitespace is dropped). A loop, not
 * `/\s*\S+/g`, which backtracks quadratically over a long run of white space.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const space = text[i]!.trim() === "";
    const wordEnds = !space && (i + 1 === text.length || text[i + 1]!.trim() === "");
    if (wordEnds) {
      tokens.push(text.slice(start, i + 1));
      start = i + 1;
    }
  }
  return tokens;
}

/** How many of the first `limit` tokens two texts share. */
function sharedPrefixLength(a: readonly string[], b: readonly string[], limit: number): number {
  let index = 0;
  while (index < limit && index < a.length && index < b.length && a[index] === b[index]) index++;
  return index;
}

export interface WordStreamOptions {
  intervalMs?: number;
  /** Off: the whole text shows at once. Switching it back on streams again from the first word. */
  enabled?: boolean;
}

/**
 * Reveals `text` one word per tick, like a model streaming; can be paused, resumed and restarted.
 * When the text changes (an edited source), the stream rewinds to the first changed word and
 * streams on from there, so appending keeps what is shown and a replaced text streams from the start.
 */
export function useWordStream(
  text: string,
  { intervalMs = WORD_INTERVAL_MS, enabled = true }: WordStreamOptions = {},
) {
  const tokens = useMemo(() => tokenize(text), [text]);
  // The tokens and mode the count belongs to, so a change of either can adjust it during render.
  const [progress, setProgress] = useState({ tokens, enabled, shown: 0 });
  const [paused, setPaused] = useState(false);

  let shown = progress.shown;
  if (progress.tokens !== tokens || progress.enabled !== enabled) {
    const restarted = enabled && !progress.enabled;
    shown = restarted ? 0 : sharedPrefixLength(progress.tokens, tokens, progress.shown);
    if (restarted) setPaused(false);
    setProgress({ tokens, enabled, shown });
  }
  if (!enabled) shown = tokens.length;

  const done = shown >= tokens.length;
  const streaming = enabled && !paused && !done;

  // A timer is an outside system, so an effect is the right tool here.
  useEffect(() => {
    if (!streaming) return;
    const timer = window.setInterval(
      () =>
        setProgress((current) => ({ ...current, shown: Math.min(current.shown + 1, current.tokens.length) })),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [streaming, intervalMs]);

  const content = useMemo(() => tokens.slice(0, shown).join(""), [tokens, shown]);

  return {
    content,
    wordCount: shown,
    totalWords: tokens.length,
    streaming,
    done,
    paused,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    restart: () => {
      setProgress((current) => ({ ...current, shown: 0 }));
      setPaused(false);
    },
  };
}
