import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Toaster } from "@/components/ui/toaster";
import { createQueryClient } from "@/lib/query-client";

/** Renders screens as the app does: a router, a fresh query client and the toaster. */
export function renderRoutes(routes: RouteObject[], initialEntry = "/") {
  const router = createMemoryRouter([...routes, { path: "*", element: <p>Elsewhere</p> }], {
    initialEntries: [initialEntry],
  });
  // The app's query client, but no retries: a failing answer should show its effect at once.
  const queryClient = createQueryClient({ retry: false });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

export const locationOf = (router: ReturnType<typeof createMemoryRouter>) => {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
};
