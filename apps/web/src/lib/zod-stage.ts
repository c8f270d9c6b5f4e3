// The first stage of lib/load-contract.ts: a module of zod's own chunk (vite.config.ts), with no exports, so
// that importing it evaluates zod's code and keeps nothing of zod's that the contract does not use (an import of
// `zod` itself would keep all of it: ~50 KiB more with brotli). The chunk also holds the zod shim and a few of the
// contract's modules: their schemas are built in this task too (decision 183).
import "zod/v4";
