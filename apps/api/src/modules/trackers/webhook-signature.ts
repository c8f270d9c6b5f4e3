import { createHmac, timingSafeEqual } from "node:crypto";
import type { TrackerKind } from "@initiative-planner/contract";
import { LinearWebhookClient } from "@linear/sdk/webhooks";

/** The headers a delivery's proof travels in, lower-cased as Node gives them (decision 126). */
export const SIGNATURE_HEADERS: Record<TrackerKind, string> = {
  github: "x-hub-signature-256",
  linear: "linear-signature",
  jira: "x-hub-signature",
};

/** How each tracker proves it knows the secret, as the owner's panel explains it. */
export const SIGNATURE_WORDS: Record<TrackerKind, string> = {
  github: "X-Hub-Signature-256: sha256=HMAC-SHA256 of the body (GitHub's webhook secret)",
  linear:
    "Linear-Signature: HMAC-SHA256 of the body (Linear's signing secret), within a minute of webhookTimestamp",
  jira: "X-Hub-Signature: sha256=HMAC-SHA256 of the body (Jira's webhook secret), or the secret itself in X-Webhook-Secret (Jira automation)",
};

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Equal in constant time (for equal lengths; a length says nothing about the secret). */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `sha256=<hex>` over the raw body, as GitHub (X-Hub-Signature-256) and Jira (X-Hub-Signature) send it. */
export function hubSignature(secret: string, body: Buffer | string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * True when the delivery was signed with the connection's webhook secret. GitHub: HMAC-SHA256 in
 * X-Hub-Signature-256. Linear: its SDK's own check (HMAC-SHA256 hex in Linear-Signature, and the signed
 * `webhookTimestamp` within a minute, against replays). Jira: HMAC in X-Hub-Signature, or the shared
 * secret itself in X-Webhook-Secret for automation rules that cannot sign.
 */
export function verifyDelivery(
  kind: TrackerKind,
  secret: string,
  rawBody: Buffer,
  headers: Headers,
): boolean {
  const signature = header(headers, SIGNATURE_HEADERS[kind]);
  if (kind === "linear") {
    if (!signature) return false;
    try {
      return new LinearWebhookClient(secret).verify(rawBody, signature);
    } catch {
      return false;
    }
  }
  if (signature) return sameText(signature.toLowerCase(), hubSignature(secret, rawBody));
  const shared = kind === "jira" ? header(headers, "x-webhook-secret") : undefined;
  return shared !== undefined && sameText(shared, secret);
}
