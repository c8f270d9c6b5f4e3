import { z } from "zod";

// Zod probes `new Function` to decide whether it may compile fast parsers. Our CSP forbids eval, so the
// probe only produces a CSP violation report: tell Zod up front not to try.
z.config({ jitless: true });
