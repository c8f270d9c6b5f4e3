import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { ONBOARDING_TARGET_KEY } from "@/lib/auth/redirect-storage";
import { apiError, handle, handleDevAuth, success } from "@/test/api-handlers";
import { locationOf, renderApp } from "@/test/render";
import { EMPTY_PAGE, makeBackendUser, signIn } from "@/test/session";

const newcomer = makeBackendUser({ workstream: null, name: "Grace Hopper" });

beforeAll(() => {
  // Radix Select relies on browser APIs jsdom lacks.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

function setup(putUser: (body: unknown) => Response | Promise<Response>) {
  let current = newcomer;
  signIn(newcomer);
  handle(routes.getUser, () => current);
  const update = handle(routes.updateUser, async ({ body }) => {
    const response = await putUser(body);
    if (response.ok) current = { ...current, workstream: body.workstream };
    return response;
  });
  handle(routes.listInitiatives, () => EMPTY_PAGE);
  handleDevAuth("revoke", () => ({ revoked: true }));
  return { update };
}

async function chooseTeam(name: string) {
  await userEvent.click(screen.getByRole("combobox", { name: "Your team" }));
  await userEvent.click(await screen.findByRole("option", { name }));
}

describe("onboarding", () => {
  it("sends a user without a workstream here, then back to where they were going", async () => {
    let answer: (r: Response) => void = () => undefined;
    const { update } = setup(
      (body) =>
        new Promise<Response>(
          (resolve) => (answer = () => resolve(success({ ...newcomer, ...(body as object) }))),
        ),
    );
    const { router } = renderApp("/initiatives?search=x");

    expect(await screen.findByText("Welcome Grace Hopper")).toBeInTheDocument();
    expect(locationOf(router)).toBe("/complete-onboarding");
    expect(JSON.parse(sessionStorage.getItem(ONBOARDING_TARGET_KEY)!)).toBe("/initiatives?search=x");
    expect(screen.getByText("We would like to know more about you.")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save & Continue" });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole("combobox", { name: "Your team" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "Backend Engineering",
      "Frontend Engineering",
      "Compliance",
      "Copywriting",
      "Product Management",
      "Product Design",
      "Marketing",
      "Analytics",
      "Legal",
      "Data Science",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Backend Engineering" }));
    await userEvent.click(save);
    expect(await screen.findByRole("button", { name: "Saving..." })).toBeDisabled();
    expect(update.calls()[0]?.body).toEqual({ workstream: "Backend Engineering" });

    answer(new Response());
    await waitFor(() => expect(locationOf(router)).toBe("/initiatives?search=x"));
    expect(sessionStorage.getItem(ONBOARDING_TARGET_KEY)).toBeNull();
    // Back in the protected area without another detour: the saved profile is the session's.
    expect(await screen.findByRole("button", { name: "Account menu" })).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("shows the failure and stays when saving fails", async () => {
    setup(() => apiError(500, "x"));
    const { router } = renderApp("/complete-onboarding");
    await screen.findByText("Welcome Grace Hopper");
    await chooseTeam("Legal");
    await userEvent.click(screen.getByRole("button", { name: "Save & Continue" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to update workstream. Please try again.",
    );
    expect(locationOf(router)).toBe("/complete-onboarding");
    expect(screen.getByRole("button", { name: "Save & Continue" })).toBeEnabled();
  });

  it("logs out to /login", async () => {
    setup(() => success(null));
    const { router } = renderApp("/complete-onboarding");
    await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
    await waitFor(() => expect(locationOf(router)).toBe("/login"));
    expect(await screen.findByText("Logged out")).toBeInTheDocument();
    expect(localStorage.getItem("dev-auth:session")).toBeNull();
  });

  it("sends signed-out visitors to /login", async () => {
    setup(() => success(null));
    localStorage.clear();
    const { router } = renderApp("/complete-onboarding");
    await waitFor(() => expect(locationOf(router)).toBe("/login"));
  });
});
