import type { GenerateAllRun } from "@initiative-planner/contract/generate-all";
import { routes } from "@initiative-planner/contract/routes";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handle } from "@/test/api-handlers";
import { servePlanning, subsection } from "../test/fixtures";
import { renderPlanning } from "../test/render-planning";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const run = (id: string, status: GenerateAllRun["status"]): GenerateAllRun => ({
  id,
  status,
  include_tasks: false,
  requested_by: { id: "user-1", name: "Ada Lovelace" },
  created_at: "2026-01-01T00:00:00.000Z",
  sections: [
    {
      workstream_id: "engg_backend",
      subsection_uid: "architecture",
      name: "Architecture plan",
      status: status === "running" ? "running" : "done",
      version: status === "running" ? null : 1,
      error: null,
    },
  ],
});

function serve(latest: GenerateAllRun) {
  servePlanning({ engg_backend: [subsection("architecture", "# Architecture", 1)], marketing: [] });
  handle(routes.getGenerateAll, () => ({ run: latest }));
}

const progress = () => screen.queryByRole("progressbar", { name: "Generate all progress" });

describe("Generate all progress", { timeout: 20_000 }, () => {
  it("a finished run can be closed, stays closed on the next visit, and the next run shows again", async () => {
    serve(run("run-1", "finished"));
    const user = userEvent.setup();
    renderPlanning();
    const panel = await screen.findByRole("region", { name: "Generate all" });
    expect(await within(panel).findByText("Generate all · 1 of 1")).toBeInTheDocument();

    await user.click(within(panel).getByRole("button", { name: "Close Generate all progress" }));
    expect(progress()).not.toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Generate all" })).toBeInTheDocument();

    cleanup();
    renderPlanning();
    await screen.findByRole("region", { name: "Generate all" });
    expect(progress()).not.toBeInTheDocument();

    cleanup();
    serve(run("run-2", "finished"));
    renderPlanning();
    expect(await screen.findByText("Generate all · 1 of 1")).toBeInTheDocument();
  });

  it("a running run cannot be closed", async () => {
    serve(run("run-3", "running"));
    renderPlanning();
    expect(await screen.findByText("Generating all · 0 of 1")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Close Generate all progress" })).not.toBeInTheDocument();
  });
});
