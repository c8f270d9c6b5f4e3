import { memo } from "react";
import Markdown from "react-markdown";
import { markdownOptions } from "./markdown-options";

/**
 * One top-level block. Memoised on its source string: a completed block keeps the same string object
 * across chunks, so the comparison is a pointer check and only the growing last block re-renders.
 */
export const MarkdownBlock = memo(function MarkdownBlock({ content }: { content: string }) {
  return <Markdown {...markdownOptions}>{content}</Markdown>;
});
