import type { Components, Options } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import { ScrollRegion } from "../scroll-region";
import { isExternalHref, markdownSanitizeSchema, markdownUrlTransform } from "./markdown-safety";
import { remarkGfmRead } from "./remark-gfm-read";

// Module-level constants: the memoised blocks must not see new plugin/component identities per render.
const components: Components = {
  a({ node: _node, href, children, ...rest }) {
    // No safe target survived sanitising: keep the words, drop the link.
    if (!href) return <span>{children}</span>;
    if (isExternalHref(href)) {
      return (
        <a {...rest} href={href} target="_blank" rel="noopener noreferrer nofollow">
          {children}
        </a>
      );
    }
    return (
      <a {...rest} href={href}>
        {children}
      </a>
    );
  },
  img({ node: _node, src, alt, title }) {
    // Foreign or unsafe sources were removed by the url transform; show the alt text instead so no
    // request is ever made for them.
    if (typeof src !== "string" || src === "") {
      return alt ? <span className="italic">{alt}</span> : null;
    }
    return <img src={src} alt={alt ?? ""} title={title} loading="lazy" referrerPolicy="no-referrer" />;
  },
  table({ node: _node, children, ...rest }) {
    return (
      <ScrollRegion label="Table" className="my-4 overflow-x-auto">
        <table {...rest} className="my-0 w-full border-collapse text-left">
          {children}
        </table>
      </ScrollRegion>
    );
  },
  th({ node: _node, children, ...rest }) {
    return (
      <th
        {...rest}
        className="border border-neutral-300 bg-neutral-100 px-2 py-1 dark:border-neutral-700 dark:bg-neutral-800"
      >
        {children}
      </th>
    );
  },
  td({ node: _node, children, ...rest }) {
    return (
      <td {...rest} className="border border-neutral-300 px-2 py-1 align-top dark:border-neutral-700">
        {children}
      </td>
    );
  },
};

/** The one set of react-markdown options: shared by the streaming renderer and the benchmark baseline. */
export const markdownOptions = {
  remarkPlugins: [remarkGfmRead],
  rehypePlugins: [[rehypeSanitize, markdownSanitizeSchema]],
  urlTransform: markdownUrlTransform,
  skipHtml: true,
  components,
} satisfies Omit<Options, "children">;

/**
 * prose-table:my-0: the typography plugin's own table margins (2em) beat the `my-0` on the <table>
 * and stacked on the wrapper's my-4, leaving big gaps above and below every table.
 */
export const proseClassName =
  "prose prose-sm prose-neutral dark:prose-invert max-w-none break-words prose-pre:overflow-x-auto prose-table:my-0";
