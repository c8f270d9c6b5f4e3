import type { RuntimeConfig } from "@initiative-planner/contract/runtime-config";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "@/app/providers";
import { routes } from "@/app/router";
import { Toaster } from "@/components/ui/toaster";
import { AuthProvider } from "@/features/auth/components/auth-provider";
import type { IdentityProvider } from "@/lib/auth/identity-provider";
import { createQueryClient } from "@/lib/query-client";
import { RuntimeConfigProvider } from "@/lib/runtime-config";

/** Renders the whole app (providers, router, every route) at a path, as a browser would. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

export const locationOf = (router: ReturnType<typeof renderApp>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Renders one screen under the real auth session with the given identity provider and settings. */
export function renderWithAuth(
  ui: ReactNode,
  options: { provider: IdentityProvider; runtime: RuntimeConfig },
) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RuntimeConfigProvider value={options.runtime}>
        <AuthProvider provider={options.provider}>{ui}</AuthProvider>
      </RuntimeConfigProvider>
      <Toaster />
    </QueryClientProvider>,
  );
}
