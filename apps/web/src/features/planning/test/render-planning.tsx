import { useLocation } from "react-router";
import { vi } from "vitest";
import { renderApp } from "@/test/render";
import { signIn } from "@/test/session";
import { PlanningScreen } from "../components/planning-screen";
import { INITIATIVE_ID } from "./fixtures";

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

/** Renders the screen the way the initiative page does, for a signed-in member, at the given query. */
export function renderPlanning(
  options: { canEdit?: boolean; search?: string; active?: boolean; onTasksChanged?: () => void } = {},
) {
  vi.stubGlobal("ResizeObserver", NoopResizeObserver);
  signIn();
  return renderApp(`/initiative/${INITIATIVE_ID}/planning${options.search ?? ""}`, {
    routes: [
      {
        path: "/initiative/:id/planning",
        element: (
          <>
            <PlanningScreen
              initiativeId={INITIATIVE_ID}
              canEdit={options.canEdit ?? true}
              active={options.active ?? true}
              onTasksChanged={options.onTasksChanged}
            />
            <LocationProbe />
          </>
        ),
      },
    ],
  });
}
