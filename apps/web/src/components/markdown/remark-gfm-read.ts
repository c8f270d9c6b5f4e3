import { gfmFromMarkdown } from "mdast-util-gfm";
import { gfm } from "micromark-extension-gfm";
import type { Processor } from "unified";

/**
 * GitHub-flavoured markdown for reading only: what `remark-gfm` registers, less its serialiser. The renderer
 * never turns a tree back into markdown, and `remark-gfm` would bring `mdast-util-to-markdown` and the table
 * printer into every screen that shows a plan (6 KiB with brotli, measured on the plan screen's chunk).
 */
export function remarkGfmRead(this: Processor) {
  // The fields remark-parse reads (it declares them on unified's `Data`; we do not depend on it directly).
  const data = this.data() as {
    micromarkExtensions?: ReturnType<typeof gfm>[];
    fromMarkdownExtensions?: ReturnType<typeof gfmFromMarkdown>[];
  };
  data.micromarkExtensions = [...(data.micromarkExtensions ?? []), gfm()];
  data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), gfmFromMarkdown()];
}
