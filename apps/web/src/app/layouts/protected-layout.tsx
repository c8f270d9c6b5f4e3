import { Outlet } from "react-router";
import { TooltipProvider } from "@/components/ui/tooltip";
import { UsageWarning } from "@/features/settings/components/usage-warning";
import { ProtectedRoute } from "../protected-route";
import { Sidebar } from "./sidebar";

/**
 * The shell of every protected screen: sidebar rail on the left, the screen beside it.
 * Only <main> scrolls: the shell clips (overflow-hidden) and <main> is `relative`, so absolutely
 * placed descendants (e.g. `sr-only` spans) are laid out against <main>, not <body>, and can never
 * make the window taller than the viewport (a blank band when the window itself scrolled).
 */
export function ProtectedLayout() {
  return (
    <ProtectedRoute>
      <TooltipProvider delayDuration={200}>
        <div className="flex h-dvh overflow-hidden bg-background">
          <Sidebar />
          <main className="relative flex min-w-0 flex-1 scroll-pt-16 flex-col overflow-y-auto">
            <UsageWarning />
            <Outlet />
          </main>
        </div>
      </TooltipProvider>
    </ProtectedRoute>
  );
}
