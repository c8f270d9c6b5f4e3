import { useEffect, useMemo, useRef } from "react";
// Relative, not "@/": the render benchmark (bench/) compiles this file without the web app's alias.
import { cn } from "../../lib/cn";
import { MarkdownBlock } from "./markdown-block";
import { proseClassName } from "./markdown-options";
import { schedulePrewarm } from "./markdown-prewarm";
import { type BlockSplit, splitBlocks } from "./split-blocks";

type StreamingMarkdownProps = {
  content: string;
  className?: string;
};

/**
 * Markdown that may still be growing (a streamed plan). The text is cut into top-level blocks and each
 * block renders on its own, so a new chunk re-renders only the block it lands in.
 */
export function StreamingMarkdown({ content, className }: StreamingMarkdownProps) {
  // A cache, not state: any previous split is a valid starting point, splitBlocks checks it still fits.
  const previous = useRef<BlockSplit | null>(null);
  // Usually mounted before the first chunk arrives: compile the parser while the model is thinking.
  useEffect(schedulePrewarm, []);
  const blocks = useMemo(() => {
    const split = splitBlocks(content, previous.current);
    previous.current = split;
    return split.blocks;
  }, [content]);

  return (
    <div className={cn(proseClassName, className)}>
      {blocks.map((block, index) => (
        // Position is the identity of a block: the last one keeps its key while it grows.
        <MarkdownBlock key={index} content={block} />
      ))}
    </div>
  );
}
