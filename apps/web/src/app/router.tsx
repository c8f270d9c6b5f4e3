import { type ComponentType, useState } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { LoadingQuote } from "@/components/loading-quote";
import { loadContract } from "@/lib/load-contract";
import { NotFound } from "./not-found";
import { PageSpinner } from "./page-spinner";
import { RouteError } from "./route-error";

/** Each screen is its own chunk, so /login downloads only the shell and the sign-in screen. */
const loginScreen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

/**
 * A screen that calls the API: the contract's schemas, then the screen. In the same task as the screens' code,
 * building the schemas blocked a phone's main thread for ~110 ms at once; imported one after the other, the
 * browser evaluates each in a task of its own (decision 052). After the first screen it is a settled promise.
 */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => {
    await loadContract();
    return { Component: pick(await load()) };
  };

const detail = screen(
  () => import("./routes/initiative-detail-route"),
  (m) => m.InitiativeDetailRoute,
);

/** Every route of spec section 2. */
export const routes: RouteObject[] = [
  {
    id: "root",
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        path: "login",
        lazy: loginScreen(
          () => import("@/features/auth/routes/login-route"),
          (m) => m.LoginRoute,
        ),
      },
      {
        // Every screen that loads data gets the query client here; /login and the 404 page do without it.
        id: "data",
        lazy: screen(
          () => import("./layouts/data-layout"),
          (m) => m.DataLayout,
        ),
        children: [
          {
            path: "complete-onboarding",
            lazy: screen(
              () => import("@/features/onboarding/routes/onboarding-route"),
              (m) => m.OnboardingRoute,
            ),
          },
          {
            id: "protected",
            path: "/",
            HydrateFallback: LoadingQuote,
            lazy: screen(
              () => import("./layouts/protected-layout"),
              (m) => m.ProtectedLayout,
            ),
            children: [
              {
                index: true,
                lazy: screen(
                  () => import("@/features/initiatives/routes/home-route"),
                  (m) => m.HomeRoute,
                ),
              },
              {
                path: "initiatives",
                lazy: screen(
                  () => import("@/features/initiatives/routes/initiatives-list-route"),
                  (m) => m.InitiativesListRoute,
                ),
              },
              { path: "initiative/:id", lazy: detail },
              { path: "initiative/:id/chat", lazy: detail },
              { path: "initiative/:id/callouts", lazy: detail },
              { path: "initiative/:id/planning", lazy: detail },
              {
                path: "initiative/:id/kickoff",
                lazy: screen(
                  () => import("./routes/kickoff-route"),
                  (m) => m.KickoffRoute,
                ),
              },
              {
                path: "initiative/:id/workstream/:teamId",
                lazy: screen(
                  () => import("@/features/workstream-sample/routes/workstream-route"),
                  (m) => m.WorkstreamRoute,
                ),
              },
              {
                path: "invite/:token",
                lazy: screen(
                  () => import("./routes/invite-route"),
                  (m) => m.InviteRoute,
                ),
              },
              {
                path: "profile",
                lazy: screen(
                  () => import("@/features/profile/routes/profile-route"),
                  (m) => m.ProfileRoute,
                ),
              },
              {
                path: "settings",
                lazy: screen(
                  () => import("@/features/settings/routes/settings-route"),
                  (m) => m.SettingsRoute,
                ),
              },
              {
                path: "debugger",
                lazy: screen(
                  () => import("@/features/debug/routes/debugger-route"),
                  (m) => m.DebuggerRoute,
                ),
              },
              {
                path: "markdown-demo",
                lazy: screen(
                  () => import("@/features/demos/routes/markdown-demo-route"),
                  (m) => m.MarkdownDemoRoute,
                ),
              },
              {
                path: "content-renderer-demo",
                lazy: screen(
                  () => import("@/features/demos/routes/content-renderer-demo-route"),
                  (m) => m.ContentRendererDemoRoute,
                ),
              },
            ],
          },
        ],
      },
      { path: "*", Component: NotFound },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
