import type { Initiative } from "@initiative-planner/contract/initiative";
import { routes } from "@initiative-planner/contract/routes";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, callsTo, handle } from "@/test/api-handlers";
import { EventStream, serveQuietEvents } from "@/test/api-streams";
import { locationOf, renderApp } from "@/test/render";
import { signIn } from "@/test/session";
import { makeInitiative } from "../test/fixtures";
import { InitiativesListRoute } from "./initiatives-list-route";

const listCalls = () => callsTo(routes.listInitiatives);

/** The API's paging over a fixed set of initiatives, with its case-insensitive search (answering once `held` is over). */
function serveList(all: Initiative[], held?: Promise<void>) {
  handle(routes.listInitiatives, async ({ url }) => {
    await held;
    const page = Number(url.searchParams.get("page"));
    const size = Number(url.searchParams.get("size"));
    const term = url.searchParams.get("search")?.toLowerCase() ?? "";
    const matching = all.filter((i) => `${i.name} ${i.description}`.toLowerCase().includes(term));
    return {
      list: matching.slice(page * size, page * size + size),
      total_items: matching.length,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(matching.length / size)),
    };
  });
}

const renderList = (entry = "/initiatives") =>
  renderApp(entry, { routes: [{ path: "/initiatives", element: <InitiativesListRoute /> }], protect: true });

const cards = () => screen.queryAllByTestId("initiative-card");
// Role queries walk the accessibility tree of ten cards each time; the pager's buttons are found by text.
const pagerButton = (text: string) => screen.getByText(text, { selector: "button" });

beforeEach(() => {
  signIn();
  // The list follows its cards' initiatives (issue 33); nothing happens unless a test says so.
  serveQuietEvents();
});
afterEach(() => {
  vi.useRealTimers();
});

// jsdom renders ten cards slowly on a busy machine; the default 5 s is too tight for the first render.
describe("initiatives list route", { timeout: 15_000 }, () => {
  it("shows the cards of the first page with the pager's range and disabled Previous", async () => {
    const due = new Date(Date.now() + 2.5 * 86_400_000).toISOString();
    const all = Array.from({ length: 23 }, (_, i) =>
      makeInitiative({
        name: `plan ${i + 1}`,
        date_due_completion: i === 0 ? due : null,
        priority: "MEDIUM",
      }),
    );
    let answer: () => void = () => undefined;
    serveList(all, new Promise((resolve) => (answer = resolve)));
    renderList();

    expect(await screen.findByRole("heading", { name: "Your Initiatives" })).toBeInTheDocument();
    expect(screen.getByText("Loading initiatives...")).toBeInTheDocument();
    answer();
    expect(await screen.findByText("Showing 1 to 10 of 23 initiatives")).toBeInTheDocument();
    expect(cards()).toHaveLength(10);

    const first = cards()[0]!;
    expect(first).toHaveAttribute("href", `/initiative/${all[0]!.id}`);
    expect(within(first).getByText("plan 1")).toBeInTheDocument();
    expect(within(first).getByText("DUE IN 3 DAYS")).toBeInTheDocument();
    expect(within(first).getByText("MEDIUM PRIORITY")).toBeInTheDocument();
    expect(within(first).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(within(cards()[1]!).queryByText(/DUE IN/)).toBeNull();

    expect(pagerButton("Previous")).toBeDisabled();
    expect(pagerButton("Next")).toBeEnabled();
    expect(pagerButton("1")).toHaveAttribute("aria-current", "page");
    expect(listCalls()[0]?.url.search).toBe("?page=0&size=10");
    expect(screen.getByText("Create New Initiative").closest("a")).toHaveAttribute("href", "/");
  });

  it("stays live: a colleague's rename of a card's initiative shows without a reload", async () => {
    const all = Array.from({ length: 3 }, (_, i) => makeInitiative({ name: `plan ${i + 1}` }));
    serveList(all);
    const streams = new Map<string, EventStream>();
    handle(routes.initiativeEvents, ({ params }) => {
      const stream = new EventStream();
      streams.set(String(params.id), stream);
      return stream.response;
    });
    renderList();
    expect(await screen.findByText("plan 2")).toBeInTheDocument();
    await waitFor(() => expect(streams.size).toBe(3));
    const before = listCalls().length;

    all[1] = { ...all[1]!, name: "renamed by a colleague" };
    // A plan's text changing does not touch the cards: no refetch for it.
    streams.get(all[1]!.id)!.send({
      id: 7,
      type: "generation_chunk",
      data: { workstream_id: "backend", subsection_uid: "a", offset: 0, text: "x" },
    });
    streams.get(all[1]!.id)!.send({ id: 8, type: "initiative_updated", data: {} });
    expect(await screen.findByText("renamed by a colleague")).toBeInTheDocument();
    expect(listCalls().length).toBe(before + 1);
  });

  it("pages forward through the address bar and disables Next on the last page", async () => {
    serveList(Array.from({ length: 23 }, () => makeInitiative()));
    const user = userEvent.setup();
    const { router } = renderList();
    await screen.findByText("Showing 1 to 10 of 23 initiatives");

    await user.click(pagerButton("Next"));
    expect(await screen.findByText("Showing 11 to 20 of 23 initiatives")).toBeInTheDocument();
    expect(locationOf(router)).toBe("/initiatives?page=2");

    await user.click(pagerButton("3"));
    expect(await screen.findByText("Showing 21 to 23 of 23 initiatives")).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(pagerButton("Next")).toBeDisabled();
    expect(pagerButton("Previous")).toBeEnabled();
    expect(listCalls().map((c) => c.url.searchParams.get("page"))).toEqual(["0", "1", "2"]);
  });

  it("clamps a page beyond the end to the last page", async () => {
    serveList(Array.from({ length: 12 }, () => makeInitiative()));
    const { router } = renderList("/initiatives?page=9");
    expect(await screen.findByText("Showing 11 to 12 of 12 initiatives")).toBeInTheDocument();
    expect(locationOf(router)).toBe("/initiatives?page=2");
  });

  it.each([
    ["-3", "1"],
    ["abc", "1"],
    ["0", "1"],
    ["2.5", "2"],
  ])("shows page %s as page %s and writes that into the address", async (asked, shown) => {
    serveList(Array.from({ length: 12 }, () => makeInitiative()));
    const { router } = renderList(`/initiatives?search=&page=${asked}`);
    const first = shown === "1" ? "Showing 1 to 10 of 12 initiatives" : "Showing 11 to 12 of 12 initiatives";
    expect(await screen.findByText(first)).toBeInTheDocument();
    await waitFor(() => expect(locationOf(router)).toBe(`/initiatives?search=&page=${shown}`));
    expect(listCalls().every((c) => c.url.searchParams.get("page") === String(Number(shown) - 1))).toBe(true);
  });

  it("keeps the search in the address bar and starts it from page 1", async () => {
    serveList([
      ...Array.from({ length: 15 }, () => makeInitiative()),
      makeInitiative({ name: "Rocket garden" }),
    ]);
    const user = userEvent.setup();
    const { router } = renderList("/initiatives?page=2");
    await screen.findByText("Showing 11 to 16 of 16 initiatives");

    await user.type(screen.getByPlaceholderText("Search initiatives..."), "rocket");
    await waitFor(() => expect(locationOf(router)).toBe("/initiatives?search=rocket"));
    expect(await screen.findByText("Showing 1 to 1 of 1 initiatives")).toBeInTheDocument();
    expect(within(cards()[0]!).getByText("Rocket garden")).toBeInTheDocument();
    expect(listCalls().at(-1)?.url.search).toBe("?page=0&size=10&search=rocket");

    await user.clear(screen.getByPlaceholderText("Search initiatives..."));
    await user.type(screen.getByPlaceholderText("Search initiatives..."), "zebra");
    expect(await screen.findByText("No initiatives found matching your search.")).toBeInTheDocument();
    expect(screen.queryByText("Create your first initiative")).toBeNull();
  });

  it("follows the address when the search is changed from outside the box", async () => {
    serveList([makeInitiative({ name: "Rocket garden" }), makeInitiative({ name: "Tool library" })]);
    const { router } = renderList("/initiatives?search=rocket");
    const box = await screen.findByPlaceholderText("Search initiatives...");
    expect(box).toHaveValue("rocket");
    await screen.findByText("Showing 1 to 1 of 1 initiatives");
    await act(() => router.navigate("/initiatives"));
    expect(await screen.findByText("Showing 1 to 2 of 2 initiatives")).toBeInTheDocument();
    expect(box).toHaveValue("");
  });

  it("invites a first initiative when there are none", async () => {
    serveList([]);
    renderList();
    expect(await screen.findByText("No initiatives yet.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create your first initiative" })).toHaveAttribute("href", "/");
    expect(screen.queryByText(/Showing/)).toBeNull();
  });

  it("shows an empty list of one page when the list cannot be loaded", async () => {
    handle(routes.listInitiatives, () => apiError(503, "Database is down."));
    const { router } = renderList("/initiatives?page=4");
    expect(await screen.findByText("No initiatives yet.")).toBeInTheDocument();
    expect(locationOf(router)).toBe("/initiatives?page=1");
    expect(sessionStorage.length).toBe(0);
  });

  it("serves a page from session storage for 5 minutes, then asks again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-03-10T10:00:00"));
    // Signed in by the faked clock: the token is an hour from "now", not from the real time.
    signIn();
    serveList([makeInitiative({ name: "Cached plan" })]);

    const first = renderList();
    expect(await screen.findByText("Cached plan")).toBeInTheDocument();
    first.unmount();
    expect(listCalls()).toHaveLength(1);

    vi.setSystemTime(new Date("2025-03-10T10:04:59"));
    const second = renderList();
    expect(await screen.findByText("Cached plan")).toBeInTheDocument();
    second.unmount();
    expect(listCalls()).toHaveLength(1);

    vi.setSystemTime(new Date("2025-03-10T10:05:01"));
    renderList();
    expect(await screen.findByText("Cached plan")).toBeInTheDocument();
    expect(listCalls()).toHaveLength(2);
  });
});
