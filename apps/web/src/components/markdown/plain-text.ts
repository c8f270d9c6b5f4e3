import { marked } from "marked";

/**
 * Markdown as the reader sees it once rendered: the words without the markup ('## Goals **now**' reads
 * 'Goals now'), entities decoded, whitespace collapsed. DOMParser's document is inert: nothing in it
 * runs or loads.
 */
export function markdownToPlainText(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  const text = new DOMParser().parseFromString(html, "text/html").body.textContent ?? "";
  return text.replace(/\s+/g, " ").trim();
}
