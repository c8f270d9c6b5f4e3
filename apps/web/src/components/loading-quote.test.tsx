// @vitest-environment node
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LoadingQuote } from "./loading-quote";

describe("the loading view in index.html", () => {
  it("is the markup LoadingQuote renders, so the page paints exactly what React shows next", () => {
    const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
    const template = /<template id="loading-view">([\s\S]*?)<\/template>/.exec(html)?.[1];
    expect(template).toBe(renderToStaticMarkup(<LoadingQuote />));
  });
});
