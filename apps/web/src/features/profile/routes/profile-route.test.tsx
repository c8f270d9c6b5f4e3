import { routes } from "@initiative-planner/contract/routes";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { handle, pending, success } from "@/test/api-handlers";
import { renderApp } from "@/test/render";
import { makeBackendUser, serveUser, signIn } from "@/test/session";
import { ProfileRoute } from "./profile-route";

const user = makeBackendUser({ workstream: "Data Science" });

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

function setup(putUser: (body: { workstream: string | null }) => Response | Promise<Response>) {
  serveUser(user);
  return { update: handle(routes.updateUser, ({ body }) => putUser(body)) };
}

/** The profile screen alone, in the data layout as in the app. */
const renderProfile = () =>
  renderApp("/profile", { routes: [{ path: "/profile", Component: ProfileRoute }] });

describe("/profile", () => {
  it("shows the account and saves 'none' as null", async () => {
    let answer: () => void = () => undefined;
    const { update } = setup(
      (body) => new Promise<Response>((resolve) => (answer = () => resolve(success({ ...user, ...body })))),
    );
    signIn(user);
    renderApp("/profile");

    expect(await screen.findByText("Ada Lovelace")).toBeInTheDocument();
    // The same initials as the sidebar's avatar (both use initialsOf), not just the first letter.
    // Sidebar and profile avatars: two, both "AL".
    expect(screen.getAllByText("AL")).toHaveLength(2);
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByText(`User ID: ${user.id}`)).toBeInTheDocument();
    for (const term of ["Account created", "Last sign in", "Backend last login", "Auth provider"]) {
      expect(screen.getByText(term)).toBeInTheDocument();
    }
    expect(screen.getByText("google.com")).toBeInTheDocument();

    const select = screen.getByRole("combobox", { name: "Workstream" });
    expect(select).toHaveTextContent("Data Science");
    expect(screen.getByRole("button", { name: "Update Profile" })).toBeDisabled();
    await userEvent.click(select);
    const options = await screen.findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([
      "none",
      "Product Engineering",
      "Backend Engineering",
      "Frontend Engineering",
      "DevOps & Infrastructure",
      "Data Science",
      "QA & Testing",
      "Product Management",
      "Design & UX",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "none" }));
    await userEvent.click(screen.getByRole("button", { name: "Update Profile" }));
    expect(await screen.findByRole("button", { name: "Updating..." })).toBeDisabled();
    expect(update.calls()[0]?.body).toEqual({ workstream: null });
    answer();
    await waitFor(() => expect(screen.getByRole("button", { name: "Update Profile" })).toBeDisabled());
    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Workstream" })).toHaveTextContent("none");
    expect(JSON.parse(localStorage.getItem("auth:user-data")!).workstream).toBeNull();
  }, 20_000);

  it("sends the chosen workstream", async () => {
    const { update } = setup((body) => success({ ...user, ...body }));
    signIn(user);
    renderApp("/profile");
    await userEvent.click(await screen.findByRole("combobox", { name: "Workstream" }));
    await userEvent.click(await screen.findByRole("option", { name: "QA & Testing" }));
    await userEvent.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() => expect(update.calls()[0]?.body).toEqual({ workstream: "QA & Testing" }));
  });

  it("asks signed-out visitors to log in", async () => {
    setup(() => success(user));
    renderProfile();
    expect(await screen.findByText("Please log in to view your profile.")).toBeInTheDocument();
  });

  it("says it is connecting while the backend session is set up", async () => {
    setup(() => success(user));
    signIn(user, { cacheUser: false });
    // The backend login never answers.
    handle(routes.userLogin, pending);
    renderProfile();
    expect(await screen.findByText("Connecting to server...")).toBeInTheDocument();
  });
});
