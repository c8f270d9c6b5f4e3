import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { Toaster } from "@/components/ui/toaster";

/** Renders as the app does: a router, a fresh query client (no retries) and the toaster. */
export function renderWithApp(routes: RouteObject[], initialEntry = "/") {
  const router = createMemoryRouter([...routes, { path: "*", element: <p>Elsewhere</p> }], {
    initialEntries: [initialEntry],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient, ...view };
}

export const renderElement = (element: ReactNode) => renderWithApp([{ path: "/", element }]);
