import { useEffect, useMemo, useState } from "react";

/** Spec section 9: the demo streams one word every 100 ms. */
export const WORD_INTERVAL_MS = 100;

/** Each token is a word with the whitespace before it, so joining tokens rebuilds the text exactly. */
const tokenize = (text: string) => text.match(/\s*\S+/g) ?? [];

/** Reveals `text` one word per tick, like a model streaming; can be paused, resumed and restarted. */
export function useWordStream(text: string, intervalMs: number = WORD_INTERVAL_MS) {
  const tokens = useMemo(() => tokenize(text), [text]);
  const [shown, setShown] = useState(0);
  const [paused, setPaused] = useState(false);
  const done = shown >= tokens.length;
  const streaming = !paused && !done;

  // A timer is an outside system, so an effect is the right tool here.
  useEffect(() => {
    if (!streaming) return;
    const timer = window.setInterval(
      () => setShown((count) => Math.min(count + 1, tokens.length)),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [streaming, intervalMs, tokens.length]);

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
      setShown(0);
      setPaused(false);
    },
  };
}
