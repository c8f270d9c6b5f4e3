import type { UrlTransform } from "react-markdown";
import { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";

// Model output is untrusted: nothing that can run code, load a foreign resource or restyle the page.
const BLOCKED_TAGS = new Set(["details", "summary", "picture", "source"]);

export const markdownSanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  // `picture`/`source` could smuggle a foreign image in via srcset; markdown never produces them anyway.
  tagNames: (defaultSchema.tagNames ?? []).filter((tag) => !BLOCKED_TAGS.has(tag)),
  strip: ["script", "style", "iframe", "object", "embed", "svg", "math", "template", "noscript"],
  protocols: {
    ...defaultSchema.protocols,
    href: ["http", "https", "mailto"],
    src: ["http", "https"],
    cite: ["http", "https"],
    longDesc: [],
  },
};

const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);
const FALLBACK_BASE = "http://localhost/";

function currentBase(): string {
  return globalThis.location?.href ?? FALLBACK_BASE;
}

function currentOrigin(): string {
  return new URL(currentBase()).origin;
}

// Resolve with the WHATWG parser, the same one the browser will use, so tricks such as
// `//evil.example`, `/\evil.example`, tabs inside `java\tscript:` or odd casing are judged as the
// browser would see them. The resolved URL is what we emit, so what was checked is what is used.
function resolve(value: string): URL | undefined {
  try {
    return new URL(value, currentBase());
  } catch {
    return undefined;
  }
}

/** A link target we are willing to render, or undefined when the link must lose its href. */
export function safeLinkHref(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  // In-page anchors (footnotes) stay relative so they do not turn into full reloads.
  if (/^#[^\s]*$/.test(trimmed)) return trimmed;
  const url = resolve(trimmed);
  if (!url || !LINK_PROTOCOLS.has(url.protocol)) return undefined;
  return url.href;
}

/** An image source on the app's own origin, or undefined: foreign images must never be requested. */
export function safeImageSrc(value: string): string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  const url = resolve(trimmed);
  if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) return undefined;
  if (url.origin !== currentOrigin()) return undefined;
  return url.href;
}

export function isExternalHref(href: string): boolean {
  if (!href.startsWith("http:") && !href.startsWith("https:")) return false;
  return new URL(href).origin !== currentOrigin();
}

// react-markdown runs this on every URL-carrying attribute after rehype-sanitize; returning
// undefined removes the attribute, and the `a`/`img` components then fall back to plain text.
export const markdownUrlTransform: UrlTransform = (value, key) => {
  if (key === "href") return safeLinkHref(value);
  if (key === "src") return safeImageSrc(value);
  return undefined;
};
