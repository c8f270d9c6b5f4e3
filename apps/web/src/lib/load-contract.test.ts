import { afterEach, describe, expect, it, vi } from "vitest";

const steps: string[] = [];
vi.mock("./zod-stage", () => {
  steps.push("zod");
  return {};
});
vi.mock("@initiative-planner/contract/routes", () => {
  steps.push("contract");
  return { routes: {} };
});

describe("loadContract", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("evaluates zod, then the contract, with a new task before each of what follows", async () => {
    vi.stubGlobal("scheduler", {
      yield: () => {
        steps.push("yield");
        return Promise.resolve();
      },
    });
    const { loadContract } = await import("./load-contract");
    const first = loadContract();
    expect(loadContract()).toBe(first);
    await first;
    expect(steps).toEqual(["zod", "yield", "contract", "yield"]);
  });
});
