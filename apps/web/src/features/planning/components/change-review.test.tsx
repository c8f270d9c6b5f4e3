import type { PlanVersion } from "@initiative-planner/contract/planning";
import { routes } from "@initiative-planner/contract/routes";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { apiError, handle } from "@/test/api-handlers";
import { PlanStream } from "@/test/api-streams";
import { servePlanning, subsection } from "../test/fixtures";
import { renderPlanning } from "../test/render-planning";

afterEach(() => vi.unstubAllGlobals());

const ORIGINAL = "# Architecture\n\nServices and queues.\n\nRisks: none known.\n";
const IMPROVED =
  "# Architecture\n\nEvent-driven services.\n\nRisks: none known.\n\nA rollout in two waves.\n";

const version = (n: number, source: PlanVersion["source"], name = "Ada Lovelace"): PlanVersion => ({
  version: n,
  source,
  created_by: { id: "user-1", name },
  created_at: "2026-01-01T00:00:00.000Z",
});

function setup(latest: PlanVersion["source"] = "generate", original = ORIGINAL) {
  const streams: PlanStream[] = [];
  servePlanning({ engg_backend: [subsection("architecture", original, 3)] });
  const open = () => {
    const stream = new PlanStream();
    streams.push(stream);
    return stream.response;
  };
  const improve = handle(routes.improveSubsection, open);
  const generate = handle(routes.streamSubsection, open);
  let next = 4;
  const save = handle(routes.saveSubsection, () => ({ version: next++ }));
  handle(routes.listVersions, () => [version(3, latest)]);
  return { improve, generate, save, streams };
}

/** Improves the whole plan and lets the model answer `text`. */
async function improveTo(user: ReturnType<typeof userEvent.setup>, streams: PlanStream[], text: string) {
  await user.click(await screen.findByRole("button", { name: "Improve" }, { timeout: 5_000 }));
  const dialog = await screen.findByRole("dialog", { name: "Improve with AI" });
  await user.type(within(dialog).getByRole("textbox"), "Tighten it{Enter}");
  await waitFor(() => expect(streams).toHaveLength(1));
  act(() => streams[0]!.chunk(text));
  act(() => streams[0]!.done(3));
}

/** Renders the screen, improves the whole plan to IMPROVED and finds the review that follows. */
async function reviewImprovement() {
  const { save, streams } = setup();
  const user = userEvent.setup();
  renderPlanning();
  await improveTo(user, streams, IMPROVED);
  const review = await screen.findByRole("region", { name: "Review the AI change" }, { timeout: 5_000 });
  return { save, user, review };
}

describe("Agents screen: reviewing an AI change passage by passage", { timeout: 20_000 }, () => {
  it("shows each changed passage rendered; Revert one writes a new version with only that passage put back", async () => {
    const { save, user, review } = await reviewImprovement();
    expect(within(review).getByRole("status")).toHaveTextContent("2 changed passages");
    const first = within(review).getByRole("group", { name: "Change 1 of 2" });
    // Rendered markdown, not its source: the heading is a heading, the passages are paragraphs.
    expect(within(review).getByRole("heading", { name: "Architecture" })).toBeInTheDocument();
    expect(within(first).getByTestId("passage-before")).toHaveTextContent("Services and queues.");
    expect(within(first).getByTestId("passage-after")).toHaveTextContent("Event-driven services.");
    const second = within(review).getByRole("group", { name: "Change 2 of 2" });
    expect(within(second).queryByTestId("passage-before")).not.toBeInTheDocument();
    expect(save.calls()).toHaveLength(1); // the improvement itself, saved when its stream ended

    await user.click(within(first).getByRole("button", { name: "Revert" }));
    await waitFor(() => expect(save.calls()).toHaveLength(2));
    expect(save.calls()[1]?.body).toEqual({
      content: "# Architecture\n\nServices and queues.\n\nRisks: none known.\n\nA rollout in two waves.\n",
      base_version: 4,
    });
    // The reverted passage is gone from the review; the other one is still to decide.
    await waitFor(() => expect(within(review).getByRole("status")).toHaveTextContent("1 changed passage"));
    const left = within(review).getByRole("group", { name: "Change 1 of 1" });
    expect(within(left).getByTestId("passage-after")).toHaveTextContent("A rollout in two waves.");

    // Keeping the last one ends the review: the plan shows as saved, with nothing more written.
    await user.click(within(left).getByRole("button", { name: "Keep" }));
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Review the AI change" })).not.toBeInTheDocument(),
    );
    expect(screen.getByTestId("plan-content")).toHaveTextContent("Services and queues.");
    expect(screen.getByTestId("plan-content")).toHaveTextContent("A rollout in two waves.");
    expect(save.calls()).toHaveLength(2);
  });

  it("one changed item of a list is a passage of its own; its Revert writes the list back as it was", async () => {
    const list = "# Architecture\n\n- Services\n- Queues\n- Caches\n\nRisks: none known.\n";
    const { save, streams } = setup("generate", list);
    const user = userEvent.setup();
    renderPlanning();
    await improveTo(user, streams, list.replace("Queues", "Event queues"));
    const review = await screen.findByRole("region", { name: "Review the AI change" }, { timeout: 5_000 });
    expect(within(review).getByRole("status")).toHaveTextContent("1 changed passage");
    const change = within(review).getByRole("group", { name: "Change 1 of 1" });
    const before = within(change).getByTestId("passage-before");
    expect(
      within(before)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Queues"]);
    expect(within(change).getByTestId("passage-after")).toHaveTextContent(/^After: Event queues$/);

    await user.click(within(change).getByRole("button", { name: "Revert" }));
    await waitFor(() => expect(save.calls()).toHaveLength(2));
    expect(save.calls()[1]?.body).toEqual({ content: list, base_version: 4 });
  });

  it("Revert all writes the text as it was before the improvement, in one version", async () => {
    const { save, user, review } = await reviewImprovement();
    await user.click(within(review).getByRole("button", { name: "Revert all" }));
    await waitFor(() => expect(save.calls()).toHaveLength(2));
    expect(save.calls()[1]?.body).toEqual({ content: ORIGINAL, base_version: 4 });
    await waitFor(() => expect(review).not.toBeInTheDocument());
    expect(screen.getByTestId("plan-content")).not.toHaveTextContent("Event-driven services.");
  });

  it("Keep all ends the review without a save", async () => {
    const { save, user, review } = await reviewImprovement();
    await user.click(within(review).getByRole("button", { name: "Keep all" }));
    await waitFor(() => expect(review).not.toBeInTheDocument());
    expect(screen.getByTestId("plan-content")).toHaveTextContent("Event-driven services.");
    expect(save.calls()).toHaveLength(1);
  });

  it("a colleague's newer save refuses a revert (409): nothing is written over it and the reason is shown", async () => {
    const { save, user, review } = await reviewImprovement();
    handle(routes.saveSubsection, () => apiError(409, "This plan was changed by someone else."));
    await user.click(within(review).getAllByRole("button", { name: "Revert" })[0]!);
    expect(await screen.findByText("This plan was changed by someone else.")).toBeInTheDocument();
    expect(save.calls().at(-1)?.body).toMatchObject({ base_version: 4 });
  });
});

describe("Agents screen: regenerating a subsection", { timeout: 20_000 }, () => {
  it("asks first when a person wrote the current text; Cancel runs nothing", async () => {
    const { generate } = setup("save");
    const user = userEvent.setup();
    renderPlanning();
    await user.click(await screen.findByRole("button", { name: "Regenerate" }, { timeout: 5_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Replace the text a person wrote?" });
    expect(dialog).toHaveTextContent("Ada Lovelace wrote or edited this plan's current text");
    expect(dialog).toHaveTextContent("it stays in the version history");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(generate.calls()).toHaveLength(0);
    expect(screen.getByTestId("plan-content")).toHaveTextContent("Services and queues.");
  });

  it("runs once confirmed, and the regenerated text is reviewed against the person's", async () => {
    const { generate, streams } = setup("restore");
    const user = userEvent.setup();
    renderPlanning();
    await user.click(await screen.findByRole("button", { name: "Regenerate" }, { timeout: 5_000 }));
    const dialog = await screen.findByRole("dialog", { name: "Replace the text a person wrote?" });
    await user.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    await waitFor(() => expect(generate.calls()).toHaveLength(1));
    act(() => streams[0]!.chunk("# Architecture\n\nA new plan.\n\nRisks: none known.\n"));
    act(() => streams[0]!.done(4));
    const review = await screen.findByRole("region", { name: "Review the AI change" }, { timeout: 5_000 });
    expect(review).toHaveTextContent("The AI regenerated this plan: 1 changed passage");
    expect(within(review).getByTestId("passage-before")).toHaveTextContent("Services and queues.");
  });

  it("does not ask when the current text is the agent's own", async () => {
    const { generate } = setup("generate");
    const user = userEvent.setup();
    renderPlanning();
    await user.click(await screen.findByRole("button", { name: "Regenerate" }, { timeout: 5_000 }));
    await waitFor(() => expect(generate.calls()).toHaveLength(1));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
