import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createMemoryRouter, useLocation } from "react-router";
import { RouterProvider } from "react-router/dom";
import { vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { PlanningScreen } from "../components/planning-screen";
import { INITIATIVE_ID } from "./fake-planning-api";

/** Radix popper content measures itself; jsdom has no ResizeObserver. */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/** Renders the screen the way the initiative page does, inside a router with the given query. */
export function renderPlanning(options: { canEdit?: boolean; search?: string; active?: boolean } = {}) {
  vi.stubGlobal("ResizeObserver", NoopResizeObserver);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: "/initiative/:id/planning",
        element: (
          <>
            <PlanningScreen
              initiativeId={INITIATIVE_ID}
              canEdit={options.canEdit ?? true}
              active={options.active ?? true}
            />
            <LocationProbe />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [`/initiative/${INITIATIVE_ID}/planning${options.search ?? ""}`] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
