// Every `import … from "zod"` of the web build resolves here (vite.config.ts), so this runs before any schema
// exists, wherever the first one is loaded. Zod probes `new Function` to decide whether it may compile fast
// parsers; our CSP forbids eval, so the probe would only produce a CSP violation report.
import { z } from "zod/v4";

z.config({ jitless: true });

export * from "zod/v4";
export { z, z as default };
