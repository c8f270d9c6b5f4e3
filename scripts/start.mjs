// `npm start`: builds what is not built yet (or is older than its sources), then runs the server.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildWhatIsStale } from "./build-if-stale.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
buildWhatIsStale();
process.chdir(root);
await import(join(root, "apps/api/dist/server.js"));
