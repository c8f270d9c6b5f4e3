// @vitest-environment node
import { fileURLToPath } from "node:url";
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router";
import { SCREEN_MODULES } from "./screen-modules";

const webRoot = fileURLToPath(new URL("../..", import.meta.url));

/** The screen components the router loads lazily for a path, parents first. */
async function lazyComponents(path: string) {
  const matched = matchRoutes(routes, path) ?? [];
  const components: unknown[] = [];
  for (const { route } of matched) {
    if (typeof route.lazy !== "function") continue;
    const loaded = (await route.lazy()) as { Component?: unknown };
    components.push(loaded.Component);
  }
  return components;
}

describe("the screen modules the server preloads", () => {
  it.each(Object.entries(SCREEN_MODULES))(
    "%s lists the modules the router loads",
    async (pattern, modules) => {
      const components = await lazyComponents(pattern.replace(/:\w+/g, "x"));
      expect(components).toHaveLength(modules.length);
      for (const [i, module] of modules.entries()) {
        const exports = (await import(/* @vite-ignore */ `${webRoot}${module}`)) as Record<string, unknown>;
        expect(Object.values(exports), `${pattern}: ${module}`).toContain(components[i]);
      }
    },
  );

  it("covers every path of the router", () => {
    const paths: string[] = [];
    const walk = (list: typeof routes, base: string) => {
      for (const route of list) {
        const here = route.path ? `${base.replace(/\/$/, "")}/${route.path.replace(/^\//, "")}` : base;
        if (route.path && route.path !== "*" && (route.lazy || route.Component)) paths.push(here || "/");
        if (route.children) walk(route.children, here);
      }
    };
    walk(routes, "");
    expect(paths.sort()).toEqual(Object.keys(SCREEN_MODULES).sort());
  });
});
