import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DataLayout } from "@/app/layouts/data-layout";
import { AppProviders } from "@/app/providers";
import { createQueryClient } from "@/lib/query-client";
import { devRuntimeConfig, fakeServer, makeBackendUser, ok, seedSignedInSession } from "@/test/auth";
import { renderApp } from "@/test/render-app";
import { ProfileRoute } from "./profile-route";

const user = makeBackendUser({ workstream: "Data Science" });

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

function setup(putUser: (body: { workstream: string | null }) => Response | Promise<Response>) {
  const server = fakeServer({
    "GET /portal/config": () => ok(devRuntimeConfig),
    "GET /portal/user": () => ok(user),
    "PUT /portal/user": ({ body }) => putUser(body as { workstream: string | null }),
  });
  vi.stubGlobal("fetch", vi.fn(server.fetch));
  return server;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("/profile", () => {
  it("shows the account and saves 'none' as null", async () => {
    let answer: () => void = () => undefined;
    const server = setup(
      (body) => new Promise<Response>((resolve) => (answer = () => resolve(ok({ ...user, ...body })))),
    );
    seedSignedInSession(user);
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
    expect(server.calls.find((c) => c.method === "PUT")?.body).toEqual({ workstream: null });
    answer();
    await waitFor(() => expect(screen.getByRole("button", { name: "Update Profile" })).toBeDisabled());
    expect(await screen.findByText("Profile updated")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Workstream" })).toHaveTextContent("none");
    expect(JSON.parse(localStorage.getItem("auth:user-data")!).workstream).toBeNull();
  }, 20_000);

  it("sends the chosen workstream", async () => {
    const server = setup((body) => ok({ ...user, ...body }));
    seedSignedInSession(user);
    renderApp("/profile");
    await userEvent.click(await screen.findByRole("combobox", { name: "Workstream" }));
    await userEvent.click(await screen.findByRole("option", { name: "QA & Testing" }));
    await userEvent.click(screen.getByRole("button", { name: "Update Profile" }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === "PUT")?.body).toEqual({ workstream: "QA & Testing" }),
    );
  });

  it("asks signed-out visitors to log in", async () => {
    setup(() => ok(user));
    // As in the app: the screen sits in the data layout, which provides the query client.
    const router = createMemoryRouter(
      [{ Component: DataLayout, children: [{ path: "/profile", Component: ProfileRoute }] }],
      { initialEntries: ["/profile"] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText("Please log in to view your profile.")).toBeInTheDocument();
  });

  it("says it is connecting while the backend session is set up", async () => {
    setup(() => ok(user));
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) =>
        String(input) === "/portal/config" ? ok(devRuntimeConfig) : new Promise<Response>(() => undefined),
      ),
    );
    seedSignedInSession(user, { cacheUser: false });
    // As in the app: the screen sits in the data layout, which provides the query client.
    const router = createMemoryRouter(
      [{ Component: DataLayout, children: [{ path: "/profile", Component: ProfileRoute }] }],
      { initialEntries: ["/profile"] },
    );
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText("Connecting to server...")).toBeInTheDocument();
  });
});
