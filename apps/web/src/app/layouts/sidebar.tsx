import { House, LayoutGrid, type LucideIcon } from "lucide-react";
import { Link, NavLink } from "react-router";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/cn";
import { EnvironmentDot } from "./environment-dot";
import { UserMenu } from "./user-menu";

const NAV: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: "/", label: "Home", icon: House, end: true },
  { to: "/initiatives", label: "Initiatives", icon: LayoutGrid },
];

export function Sidebar() {
  return (
    <aside
      aria-label="Sidebar"
      className="flex w-16 shrink-0 flex-col items-center gap-2 border-r bg-sidebar py-4 text-sidebar-foreground"
    >
      <Link
        to="/"
        className="mb-4 flex size-9 items-center justify-center rounded-lg bg-primary text-sm font-bold text-primary-foreground"
      >
        {/* The name in words for screen readers, the initials for the eye; the visible text never contradicts
            the accessible name (WCAG 2.5.3, axe's label-content-name-mismatch). */}
        <span aria-hidden="true">IP</span>
        <span className="sr-only">Initiative Planner</span>
      </Link>
      <nav aria-label="Main" className="flex flex-col items-center gap-1">
        {NAV.map(({ to, label, icon: Icon, end }) => (
          <Tooltip key={to}>
            <TooltipTrigger asChild>
              <NavLink
                to={to}
                end={end}
                aria-label={label}
                className={({ isActive }) =>
                  cn(
                    "flex size-10 items-center justify-center rounded-lg text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
                    isActive && "bg-accent text-accent-foreground",
                  )
                }
              >
                <Icon className="size-5" />
              </NavLink>
            </TooltipTrigger>
            <TooltipContent side="right">{label}</TooltipContent>
          </Tooltip>
        ))}
      </nav>
      <div className="mt-auto flex flex-col items-center gap-4">
        <EnvironmentDot />
        <UserMenu />
      </div>
    </aside>
  );
}
