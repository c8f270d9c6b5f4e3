import { webProject } from "./vitest.config.ts";

// The web test files that need a module registry of their own (see ISOLATED_TEST_FILES).
export default webProject(true);
