// The one route table of the web app (decision 135): every screen declared once. The router builds its routes
// from it; the build (apps/web/route-chunks.ts) derives from it the chunks each page names, which pages paint the
// loading view and which name the early entry with their first GET calls, and writes them to route-table.json,
// which the server reads (apps/api/src/http/page-hints.ts). Plain data, no imports at run time: the build's config
// loads it with Node. The early calls name the contract's routes by key (`"getInitiative"` is
// `routes.getInitiative`), checked by the type: importing the contract's schemas here would load them in the config.
import type { routes } from "@initiative-planner/contract/routes";

type Api = typeof routes;
/** The key of one of the contract's GET routes. */
export type GetRoute = { [K in keyof Api]: Api[K]["method"] extends "GET" ? K : never }[keyof Api];

/**
 * The layouts a screen sits in: none (the sign-in screen), the data layout (the query client), or the protected
 * layout inside it as well (signed in, the sidebar; its page paints the loading view before any script runs).
 */
export type Shell = "none" | "data" | "protected";

export interface Screen {
  /** The address, react-router's syntax (`:id`). */
  path: string;
  /** The module the router loads lazily; it exports the screen as its file name in PascalCase. */
  module: string;
  shell: Shell;
  /**
   * The GET calls the screen makes first, beyond its shell's. Declaring them makes the page early-eligible: the
   * server names the early entry in it, which starts them while the app's code downloads (decision 056). Each
   * `{param}` is the address's `:param` of that name, or the query parameter `query` maps it to; a call whose
   * parameters the address does not give is left to the screen.
   */
  early?: GetRoute[];
  query?: Record<string, string>;
  /** `lists`: the screen's own modules share one chunk that other screens do not download (home and the list). */
  chunk?: "lists";
}

/** The layouts, parents first, and the first GET calls every screen inside them makes. */
export const SHELLS: Record<Exclude<Shell, "none">, { module: string; early?: Screen["early"] }> = {
  data: { module: "@/app/layouts/data-layout" },
  protected: { module: "@/app/layouts/protected-layout", early: ["getUser", "userUsage"] },
};

/** An initiative's screen, at each of its tabs' addresses: the initiative, its workstreams, the addressed one's subsections. */
const detail = (path: string): Screen => ({
  path,
  module: "@/app/routes/initiative-detail-route",
  shell: "protected",
  early: ["getInitiative", "listWorkstreams", "listSubsections"],
  query: { wsId: "workstream" },
});

/** Every route of spec section 2 (the 404 page aside). */
export const SCREENS: Screen[] = [
  { path: "/login", module: "@/features/auth/routes/login-route", shell: "none" },
  { path: "/complete-onboarding", module: "@/features/onboarding/routes/onboarding-route", shell: "data" },
  { path: "/", module: "@/features/initiatives/routes/home-route", shell: "protected", chunk: "lists" },
  {
    path: "/initiatives",
    module: "@/features/initiatives/routes/initiatives-list-route",
    shell: "protected",
    chunk: "lists",
  },
  detail("/initiative/:id"),
  detail("/initiative/:id/chat"),
  detail("/initiative/:id/callouts"),
  detail("/initiative/:id/planning"),
  { path: "/initiative/:id/kickoff", module: "@/app/routes/kickoff-route", shell: "protected" },
  {
    path: "/initiative/:id/workstream/:teamId",
    module: "@/features/workstream-sample/routes/workstream-route",
    shell: "protected",
  },
  { path: "/invite/:token", module: "@/app/routes/invite-route", shell: "protected" },
  { path: "/profile", module: "@/features/profile/routes/profile-route", shell: "protected" },
  { path: "/settings", module: "@/features/settings/routes/settings-route", shell: "protected" },
  { path: "/debugger", module: "@/features/debug/routes/debugger-route", shell: "protected" },
  { path: "/markdown-demo", module: "@/features/demos/routes/markdown-demo-route", shell: "protected" },
  {
    path: "/content-renderer-demo",
    module: "@/features/demos/routes/content-renderer-demo-route",
    shell: "protected",
  },
];

/** The layouts a screen sits in, parents first. */
export function shellsOf(screen: Screen): (typeof SHELLS)[keyof typeof SHELLS][] {
  if (screen.shell === "none") return [];
  return screen.shell === "data" ? [SHELLS.data] : [SHELLS.data, SHELLS.protected];
}

/** The modules a screen's page is built from, parents first: its layouts, then its own. */
export function screenModules(screen: Screen): string[] {
  return [...shellsOf(screen).map((layout) => layout.module), screen.module];
}

/** The export a screen's module holds its component under: `@/x/home-route` exports `HomeRoute`. */
export function componentName(module: string): string {
  const file = module.slice(module.lastIndexOf("/") + 1);
  return file.replace(/(^|-)(\w)/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}
