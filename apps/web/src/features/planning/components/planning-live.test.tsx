import { formatInitiativeEvent, type InitiativeEvent } from "@initiative-planner/contract/events";
import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  INITIATIVE_ID,
  installFakeApi,
  ok,
  paths,
  readyDetails,
  readyInitiative,
  subsection,
} from "../test/fake-planning-api";
import { renderPlanning } from "../test/render-planning";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The initiative's `…/events` stream, fed by the test. */
class FakeEvents {
  private controller!: ReadableStreamDefaultController<Uint8Array>;
  readonly response: Response;
  constructor() {
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        this.controller = controller;
      },
    });
    this.response = new Response(body, { headers: { "content-type": "text/event-stream" } });
  }
  send(event: InitiativeEvent) {
    this.controller.enqueue(new TextEncoder().encode(formatInitiativeEvent(event)));
  }
}

const ref = { workstream_id: "engg_backend", subsection_uid: "architecture" };

describe("Agents screen: live view of other members' work", { timeout: 20_000 }, () => {
  it("shows someone else's generation with its spinner, streams its text, then the saved plan", async () => {
    const events = new FakeEvents();
    let saved = false;
    const api = installFakeApi({
      [`GET ${paths.initiative}`]: () => ok(readyInitiative()),
      [`GET ${paths.workstreams}`]: () => ok(readyDetails()),
      [`GET ${paths.subsections("engg_backend")}`]: () =>
        ok([
          saved
            ? subsection("architecture", "# Architecture\n\nLive text, saved.", 1)
            : subsection("architecture"),
        ]),
      [`GET /initiatives/${INITIATIVE_ID}/events`]: () => events.response,
    });
    renderPlanning({ canEdit: false });
    expect(
      await screen.findByRole("heading", { name: /^Create your project.s/ }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("GET", "/events")).toHaveLength(1));

    act(() =>
      events.send({
        id: 7,
        type: "generation_started",
        data: { ...ref, kind: "generate", by: { id: "u1", name: "Olivia" } },
      }),
    );
    expect(await screen.findByText("Olivia is running this agent...")).toBeInTheDocument();

    act(() =>
      events.send({
        id: null,
        type: "generation_chunk",
        data: { ...ref, offset: 0, text: "# Architecture\n\nLive " },
      }),
    );
    expect(await screen.findByTestId("plan-content", {}, { timeout: 5_000 })).toHaveTextContent("Live");
    expect(screen.getByText("Generating content...")).toBeInTheDocument();
    act(() =>
      events.send({
        id: null,
        type: "generation_chunk",
        data: { ...ref, offset: "# Architecture\n\nLive ".length, text: "text" },
      }),
    );
    await waitFor(() => expect(screen.getByTestId("plan-content")).toHaveTextContent("Live text"));
    // A chunk that does not follow on (a gap) is not glued on.
    act(() =>
      events.send({ id: null, type: "generation_chunk", data: { ...ref, offset: 99, text: "LOST" } }),
    );

    saved = true;
    const before = api.callsTo("GET", "/subsections").length;
    act(() =>
      events.send({
        id: 8,
        type: "generation_finished",
        data: { ...ref, kind: "generate", version: 1, ok: true },
      }),
    );
    await waitFor(() => expect(screen.getByTestId("plan-content")).toHaveTextContent("Live text, saved."));
    expect(api.callsTo("GET", "/subsections").length).toBeGreaterThan(before);
    expect(screen.queryByText("Generating content...")).not.toBeInTheDocument();
    expect(screen.getByTestId("plan-content")).not.toHaveTextContent("LOST");
    // The stream carries the token in the header, never in the URL.
    expect(api.callsTo("GET", "/events")[0]!.path).toBe(`/initiatives/${INITIATIVE_ID}/events`);
  });
});
