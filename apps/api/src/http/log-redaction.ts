import type { FastifyRequest } from "fastify";

const INVITE_SEGMENT = "/invite/";

/** Replaces the token of every `/invite/<token>` path in a text (invitation links are secrets). */
export function redactInviteLinks(text: string): string {
  let at = text.indexOf(INVITE_SEGMENT);
  if (at < 0) return text;
  let out = "";
  let from = 0;
  while (at >= 0) {
    const start = at + INVITE_SEGMENT.length;
    let end = start;
    while (end < text.length && !"/?#\"' \n\r\t&".includes(text[end]!)) end++;
    out += `${text.slice(from, start)}[redacted]`;
    from = end;
    at = text.indexOf(INVITE_SEGMENT, end);
  }
  return out + text.slice(from);
}

const ACCESS_TOKEN = /ipat_[A-Za-z0-9_-]+/g;

/** Invitation links and personal access tokens (`ipat_…`) taken out of a text. */
export function redactSecrets(text: string): string {
  return redactInviteLinks(text).replace(ACCESS_TOKEN, "ipat_[redacted]");
}

/** Fastify's request serializer, with invitation tokens taken out of the URL. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Logger options that keep invitation tokens and personal access tokens out of every log line: the
 * request URL and any message text. Request headers (where access tokens travel) and bodies (such as
 * `/portal/invites/accept`'s token) are never logged.
 */
export function redactingLoggerOptions(options: Record<string, unknown>): Record<string, unknown> {
  return {
    ...options,
    serializers: { ...(options.serializers as object | undefined), req: serializeRequest },
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === "string" ? redactSecrets(arg) : arg)),
        );
      },
    },
  };
}
