import type { QueryClient } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createBrowserRouter, createMemoryRouter, Outlet, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { DataLayout } from "@/app/layouts/data-layout";
import { ProtectedRoute } from "@/app/protected-route";
import { AppProviders } from "@/app/providers";
import { routes as appRoutes } from "@/app/router";
import { toast } from "@/components/ui/toast";
import { createQueryClient } from "@/lib/query-client";

/**
 * The one way a web test renders: the app's real providers (runtime settings from `GET /config`, the
 * auth session read from local storage, the toaster) around a memory router at `path`. Without `routes`
 * it is the whole app; with them, just those screens under the real data layout, every other path
 * showing "Elsewhere" so a test can see that the screen navigated away. `protect` puts them behind the
 * real ProtectedRoute, as the app does with its signed-in screens (they mount once the session is
 * restored). `history: "browser"` uses the window's own history (starting at `path`).
 */
export function renderApp(
  path: string,
  options: {
    routes?: RouteObject[];
    protect?: boolean;
    queryClient?: QueryClient;
    history?: "memory" | "browser";
  } = {},
) {
  const queryClient = options.queryClient ?? createQueryClient({}, toast.error);
  // No retries: a failing answer should show its effect at once, not after back-off.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const given = options.protect
    ? [
        {
          element: (
            <ProtectedRoute>
              <Outlet />
            </ProtectedRoute>
          ),
          children: options.routes,
        },
      ]
    : (options.routes ?? []);
  const screens = options.routes
    ? [{ element: <DataLayout />, children: [...given, { path: "*", element: <p>Elsewhere</p> }] }]
    : appRoutes;
  if (options.history === "browser") window.history.replaceState(null, "", path);
  const router =
    options.history === "browser"
      ? createBrowserRouter(screens)
      : createMemoryRouter(screens, { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, queryClient, ...view };
}

export const locationOf = (router: ReturnType<typeof renderApp>["router"]) =>
  `${router.state.location.pathname}${router.state.location.search}`;
