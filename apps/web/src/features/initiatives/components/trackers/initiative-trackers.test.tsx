import { routes } from "@initiative-planner/contract/routes";
import type { TrackerConnection } from "@initiative-planner/contract/trackers";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { apiError, handle } from "@/test/api-handlers";
import { renderApp } from "@/test/render";
import { signIn } from "@/test/session";
import { makeTrackerConnection } from "../../test/fixtures";
import { InitiativeTrackers } from "./initiative-trackers";

const ID = "11111111-1111-4111-8111-111111111111";
const github = makeTrackerConnection();

beforeEach(() => {
  signIn();
});

const renderTrackers = (isOwner: boolean) =>
  renderApp("/", {
    routes: [{ path: "/", element: <InitiativeTrackers initiativeId={ID} isOwner={isOwner} /> }],
  });

describe("initiative trackers", () => {
  it("shows a viewer the connections without any way to change them", async () => {
    handle(routes.listTrackers, () => ({ trackers: [github] }));
    renderTrackers(false);
    expect(await screen.findByText("GitHub acme/plan (as octo)")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Connect tracker" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Disconnect GitHub" })).toBeNull();
  });

  it("lets the owner connect Linear, showing the server's reason when the test fails", async () => {
    let trackers: TrackerConnection[] = [];
    handle(routes.listTrackers, () => ({ trackers }));
    const put = handle(routes.putTracker, ({ body }) => {
      if ((body as { api_key?: string }).api_key !== "lin_good") {
        return apiError(400, "Linear refused the API key: it is wrong or revoked.");
      }
      const saved = {
        ...github,
        kind: "linear" as const,
        target: "ENG",
        account: "Lin",
        url: "https://api.linear.app/graphql",
      };
      trackers = [saved];
      return saved;
    });
    const user = userEvent.setup();
    renderTrackers(true);
    await screen.findByText("none connected");
    await user.click(screen.getByRole("button", { name: "Connect tracker" }));
    await user.click(await screen.findByRole("menuitem", { name: "Linear" }));
    await user.type(screen.getByLabelText("Team key"), "ENG");
    await user.type(screen.getByLabelText("API key"), "lin_bad");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Linear refused the API key");
    await user.clear(screen.getByLabelText("API key"));
    await user.type(screen.getByLabelText("API key"), "lin_good");
    await user.click(screen.getByRole("button", { name: "Connect" }));
    expect(await screen.findByRole("button", { name: "Linear ENG (as Lin)" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Empty optional fields stay out of the body.
    expect(put.calls().at(-1)?.body).toEqual({ team_key: "ENG", api_key: "lin_good" });
    // Typing into a dialog is slow on a busy machine.
  }, 30_000);

  it("changes a connection without re-entering the token, and disconnects", async () => {
    let trackers = [github];
    handle(routes.listTrackers, () => ({ trackers }));
    const put = handle(routes.putTracker, ({ body }) => ({
      ...github,
      target: (body as { repository: string }).repository,
    }));
    handle(routes.deleteTracker, () => {
      trackers = [];
      return { kind: "github" };
    });
    const user = userEvent.setup();
    renderTrackers(true);
    await user.click(await screen.findByRole("button", { name: "GitHub acme/plan (as octo)" }));
    const repository = screen.getByLabelText("Repository");
    await user.clear(repository);
    await user.type(repository, "acme/other");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(put.calls()).toHaveLength(1));
    expect(put.calls()[0]?.body).toEqual({ repository: "acme/other", api_url: "https://api.github.com" });
    await user.click(await screen.findByRole("button", { name: "Disconnect GitHub" }));
    expect(await screen.findByText("none connected")).toBeInTheDocument();
  }, 30_000);
});
