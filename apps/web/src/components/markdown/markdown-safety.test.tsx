import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { hostilePayloads } from "@/test/hostile-payloads";
import { safeImageSrc, safeLinkHref } from "./markdown-safety";
import { StreamingMarkdown } from "./streaming-markdown";

const FORBIDDEN =
  "script, iframe, object, embed, svg, math, style, link, meta, base, form, frame, frameset, video, audio, source, picture, details";
const SAFE_HREF = /^(https?:\/\/|mailto:|#)/i;

function assertHarmless(root: HTMLElement, payload: string) {
  const context = `payload: ${JSON.stringify(payload)}\nhtml: ${root.innerHTML}`;
  expect(root.querySelectorAll(FORBIDDEN).length, context).toBe(0);
  for (const element of root.querySelectorAll("*")) {
    for (const attribute of element.attributes) {
      expect(attribute.name.toLowerCase().startsWith("on"), `${attribute.name} in ${context}`).toBe(false);
      expect(["srcset", "srcdoc", "formaction", "xlink:href", "action"]).not.toContain(attribute.name);
    }
  }
  for (const element of root.querySelectorAll("[href]")) {
    const href = element.getAttribute("href") ?? "";
    expect(SAFE_HREF.test(href), `href ${href} in ${context}`).toBe(true);
    expect(["http:", "https:", "mailto:"]).toContain(new URL(href, window.location.href).protocol);
  }
  for (const image of root.querySelectorAll("img")) {
    const src = image.getAttribute("src") ?? "";
    expect(new URL(src, window.location.href).origin, `img ${src} in ${context}`).toBe(
      window.location.origin,
    );
  }
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
}

describe("markdown sanitising", () => {
  it("has at least 50 hostile payloads", () => {
    expect(hostilePayloads.length).toBeGreaterThanOrEqual(50);
  });

  it.each(hostilePayloads.map((payload) => [payload]))(
    "renders %j harmlessly, whole and streamed",
    (payload) => {
      const { container, rerender } = render(<StreamingMarkdown content={payload} />);
      assertHarmless(container, payload);
      // Every intermediate state of a stream must be just as harmless.
      for (let end = 1; end <= payload.length; end += 3) {
        rerender(<StreamingMarkdown content={payload.slice(0, end)} />);
        assertHarmless(container, payload.slice(0, end));
      }
    },
  );

  it("drops raw HTML instead of rendering it", () => {
    const { container } = render(<StreamingMarkdown content={"Hi <b>bold</b>\n\n<div>block</div>"} />);
    expect(container.querySelector("b")).toBeNull();
    expect(container.firstElementChild?.querySelector("div")).toBeNull();
    // The words between the tags survive; the markup does not.
    expect(container.textContent).toBe("Hi bold");
  });

  it("keeps the text of a link whose target is unsafe, without an href", () => {
    const { container } = render(<StreamingMarkdown content="[click me](javascript:alert(1))" />);
    expect(container.textContent).toBe("click me");
    expect(container.querySelector("a")).toBeNull();
  });

  it("opens external links in a new tab without opener or referrer", () => {
    const { container } = render(
      <StreamingMarkdown content="[docs](https://example.com/a) and [home](/home)" />,
    );
    const [external, internal] = container.querySelectorAll("a");
    expect(external?.getAttribute("href")).toBe("https://example.com/a");
    expect(external?.getAttribute("target")).toBe("_blank");
    expect(external?.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(internal?.getAttribute("href")).toBe(new URL("/home", window.location.href).href);
    expect(internal?.hasAttribute("target")).toBe(false);
  });

  it("keeps mailto links", () => {
    const { container } = render(<StreamingMarkdown content="[mail](mailto:team@example.com)" />);
    expect(container.querySelector("a")?.getAttribute("href")).toBe("mailto:team@example.com");
  });

  it("shows the alt text instead of a foreign image and no img element at all", () => {
    const { container } = render(<StreamingMarkdown content="![remote chart](https://evil.example/x.png)" />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("remote chart");
  });

  it("renders images from the app's own origin", () => {
    const own = `${window.location.origin}/a.png`;
    const { container } = render(<StreamingMarkdown content={`![a](/a.png) ![b](${own})`} />);
    const sources = [...container.querySelectorAll("img")].map((image) => image.getAttribute("src"));
    expect(sources).toEqual([own, own]);
  });

  it("judges URLs the way the browser parses them", () => {
    expect(safeLinkHref("java\tscript:alert(1)")).toBeUndefined();
    expect(safeLinkHref(" JAVASCRIPT:alert(1)")).toBeUndefined();
    expect(safeLinkHref("data:text/html,x")).toBeUndefined();
    expect(safeLinkHref("#fn-1")).toBe("#fn-1");
    expect(safeImageSrc("//evil.example/x.png")).toBeUndefined();
    expect(safeImageSrc("/\\evil.example/x.png")).toBeUndefined();
    expect(safeImageSrc("data:image/png;base64,AAAA")).toBeUndefined();
    expect(safeImageSrc("/ok.png")).toBe(`${window.location.origin}/ok.png`);
  });
});
