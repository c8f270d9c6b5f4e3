import { API_PREFIX } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../config";

/** The Content-Security-Policy for both identity modes (design.md "Identity"); no inline scripts. */
export function contentSecurityPolicy(config: AppConfig): string {
  const firebase = config.auth.mode === "firebase";
  const project = config.auth.firebaseProjectId;
  const authDomain =
    config.auth.firebaseWebConfig?.authDomain ?? (project ? `${project}.firebaseapp.com` : null);
  const scripts = ["'self'", ...(firebase ? ["https://apis.google.com"] : [])];
  const connect = [
    "'self'",
    ...(firebase ? ["https://identitytoolkit.googleapis.com", "https://securetoken.googleapis.com"] : []),
  ];
  const frames = firebase && authDomain ? [`https://${authDomain}`] : ["'none'"];
  const images = ["'self'", "data:", "blob:", ...(firebase ? ["https://lh3.googleusercontent.com"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    // Radix positions popovers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(" ")}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    `frame-src ${frames.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const NO_STORE = "no-store";
/** Where the web build's hashed files are served (apps/web `assetsDir`). */
const STATIC_ASSETS = "/assets/";

export function registerSecurityHeaders(app: FastifyInstance, config: AppConfig) {
  const csp = contentSecurityPolicy(config);
  const hsts = config.publicUrl?.startsWith("https://");
  // Set on request, not on send, so hijacked responses (streams) carry them too.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("x-request-id", request.id);
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    // What only a document obeys stays off the hashed scripts and styles under /assets/: a browser applies none
    // of it to them, and a phone would download it again with each of a page's ten files (decision 056).
    if (!request.url.startsWith(STATIC_ASSETS)) {
      reply.header("content-security-policy", csp);
      reply.header("x-frame-options", "DENY");
      reply.header("cross-origin-opener-policy", "same-origin-allow-popups");
    }
    if (hsts) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
    // API answers are per user and often private (plans, e-mails): no cache may keep them.
    if (request.url.startsWith(API_PREFIX)) reply.header("cache-control", NO_STORE);
  });
  // An error under /assets/ (a missing file) is a JSON error like the API's, not an asset: it gets the
  // document headers the API's errors carry (issue 30), CSP included.
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith(STATIC_ASSETS) && reply.statusCode >= 400) {
      reply.header("content-security-policy", csp);
      reply.header("x-frame-options", "DENY");
      reply.header("cross-origin-opener-policy", "same-origin-allow-popups");
    }
  });
}
