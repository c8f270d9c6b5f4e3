/**
 * The modules each path's screen is built from (the router's lazy imports, parents first). The build writes,
 * per path, the chunks its screen needs and whether it is protected into `route-chunks.json`
 * (apps/web/route-chunks.ts); the server names those chunks in the page (modulepreload) and puts the loading
 * view in the HTML of protected ones. screen-modules.test.ts checks this table against the router.
 */
const DATA = "src/app/layouts/data-layout.tsx";
const PROTECTED = "src/app/layouts/protected-layout.tsx";
const DETAIL = "src/app/routes/initiative-detail-route.tsx";
const signedIn = (screen: string) => [DATA, PROTECTED, screen];

export const SCREEN_MODULES: Record<string, string[]> = {
  "/login": ["src/features/auth/routes/login-route.tsx"],
  "/complete-onboarding": [DATA, "src/features/onboarding/routes/onboarding-route.tsx"],
  "/": signedIn("src/features/initiatives/routes/home-route.tsx"),
  "/initiatives": signedIn("src/features/initiatives/routes/initiatives-list-route.tsx"),
  "/initiative/:id": signedIn(DETAIL),
  "/initiative/:id/chat": signedIn(DETAIL),
  "/initiative/:id/callouts": signedIn(DETAIL),
  "/initiative/:id/planning": signedIn(DETAIL),
  "/initiative/:id/kickoff": signedIn("src/app/routes/kickoff-route.tsx"),
  "/initiative/:id/workstream/:teamId": signedIn(
    "src/features/workstream-sample/routes/workstream-route.tsx",
  ),
  "/invite/:token": signedIn("src/app/routes/invite-route.tsx"),
  "/profile": signedIn("src/features/profile/routes/profile-route.tsx"),
  "/settings": signedIn("src/features/settings/routes/settings-route.tsx"),
  "/debugger": signedIn("src/features/debug/routes/debugger-route.tsx"),
  "/markdown-demo": signedIn("src/features/demos/routes/markdown-demo-route.tsx"),
  "/content-renderer-demo": signedIn("src/features/demos/routes/content-renderer-demo-route.tsx"),
};

/**
 * The paths whose page names the early entry (decision 056): an initiative's page, whose first GET calls
 * `lib/first-gets.ts` knows. Other screens ask for their data as their code runs.
 */
export const EARLY_GET_PATHS = [
  "/initiative/:id",
  "/initiative/:id/chat",
  "/initiative/:id/callouts",
  "/initiative/:id/planning",
];

/** The module whose screens show the loading view while they start (spec section 2). */
export const PROTECTED_LAYOUT = PROTECTED;
