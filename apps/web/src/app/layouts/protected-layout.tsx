import { Outlet } from "react-router";
import { TooltipProvider } from "@/components/ui/tooltip";
import { ProtectedRoute } from "../protected-route";
import { Sidebar } from "./sidebar";

/** The shell of every protected screen: sidebar rail on the left, the screen beside it. */
export function ProtectedLayout() {
  return (
    <ProtectedRoute>
      <TooltipProvider delayDuration={200}>
        <div className="flex h-screen bg-background">
          <Sidebar />
          <main className="flex min-w-0 flex-1 flex-col overflow-y-auto">
            <Outlet />
          </main>
        </div>
      </TooltipProvider>
    </ProtectedRoute>
  );
}
