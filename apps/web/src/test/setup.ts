import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

// The app loads these schemas on demand (they are not part of /login's first download). Loading them up front
// keeps a test's waits about the app, not about transforming modules on first import.
await Promise.all([
  import("@initiative-planner/contract/runtime-config"),
  import("@initiative-planner/contract/dev-auth"),
  import("@initiative-planner/contract/user"),
  import("@/lib/query-client"),
  import("@/components/ui/toaster"),
  import("sonner"),
]);
