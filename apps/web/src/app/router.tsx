import { screens, shells } from "virtual:screens";
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { LoadingQuote } from "@/components/loading-quote";
import { loadContract } from "@/lib/load-contract";
import { NotFound } from "./not-found";
import { PageSpinner } from "./page-spinner";
import { RouteError } from "./route-error";
import type { Shell } from "./route-table";

/**
 * A screen or layout of the route table (decision 135), loaded lazily: each is its own chunk, so /login downloads
 * only the shell and the sign-in screen. One that calls the API loads the contract's schemas first: in the same
 * task as the screens' code, building the schemas blocked a phone's main thread for ~110 ms at once; imported one
 * after the other, the browser evaluates each in a task of its own (decision 052). After the first screen it is a
 * settled promise.
 */
const lazy = (load: () => Promise<ComponentType>, contract: boolean) => async () => {
  if (contract) await loadContract();
  return { Component: await load() };
};

/** The screens inside one shell, with paths relative to it. */
const screensIn = (shell: Shell): RouteObject[] =>
  screens[shell].map(([path, load]) => {
    const screen = lazy(load, shell !== "none");
    return path === "/" ? { index: true, lazy: screen } : { path: path.slice(1), lazy: screen };
  });

/** Every route of spec section 2, from the route table (decision 135). */
export const routes: RouteObject[] = [
  {
    id: "root",
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      ...screensIn("none"),
      {
        // Every screen that loads data gets the query client here; /login and the 404 page do without it.
        id: "data",
        lazy: lazy(shells.data, true),
        children: [
          ...screensIn("data"),
          {
            id: "protected",
            path: "/",
            HydrateFallback: LoadingQuote,
            lazy: lazy(shells.protected, true),
            children: screensIn("protected"),
          },
        ],
      },
      { path: "*", Component: NotFound },
    ],
  },
];

export type AppRouterInstance = ReturnType<typeof createBrowserRouter>;

/**
 * The app's router, made before the first render (main.tsx): building it matches the address and starts the
 * screen's lazy loads, ~35 ms at 4× CPU, which in the first render's useState made one task of ~60 ms with React's
 * first work (decision 183).
 */
export const createAppRouter = (): AppRouterInstance => createBrowserRouter(routes);

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
