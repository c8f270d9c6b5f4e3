import type { ApiFailure } from "@initiative-planner/contract";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isDatabaseUnavailable } from "../db/unavailable";
import { AppError } from "./errors";

interface ValidationIssue {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
}

function describeValidation(error: FastifyError): { message: string; fields: string[] } {
  const context = (error as { validationContext?: string }).validationContext ?? "request";
  const issues = (error.validation ?? []) as ValidationIssue[];
  const parts = issues.map((issue) => {
    const path = issue.instancePath?.replace(/^\//, "").replaceAll("/", ".") || "";
    const field = path ? `${context}.${path}` : context;
    return { field, message: issue.message ?? "is invalid" };
  });
  const fields = parts.map((p) => p.field);
  const message = parts.length
    ? `Invalid request: ${parts.map((p) => `${p.field}: ${p.message}`).join("; ")}`
    : `Invalid request ${context}.`;
  return { message: message.length > 1_000 ? `${message.slice(0, 1_000)}…` : message, fields };
}

type Failure = { status: number; body: ApiFailure; headers?: Record<string, string> };

/** The answer to a failed request: its status and the body every failure shares. */
function failure(
  status: number,
  error: ApiFailure["error"],
  message: string,
  more: { details?: ApiFailure["details"]; headers?: Record<string, string> } = {},
): Failure {
  const body: ApiFailure = {
    success: false,
    error,
    message,
    ...(more.details ? { details: more.details } : {}),
  };
  return more.headers ? { status, body, headers: more.headers } : { status, body };
}

/** Maps every error to the wrapper in one place; nothing internal (stack, SQL, tokens) is ever sent. */
export function toFailure(error: unknown, request: FastifyRequest): Failure {
  if (error instanceof AppError) {
    return failure(error.status, error.code, error.message, error);
  }
  const fastifyError = error as FastifyError;
  if (fastifyError?.validation) {
    const { message, fields } = describeValidation(fastifyError);
    return failure(400, "validation_failed", message, { details: { fields } });
  }
  const status = typeof fastifyError?.statusCode === "number" ? fastifyError.statusCode : 500;
  if (status === 413 || fastifyError?.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return failure(413, "payload_too_large", "The request body is too large. Send less data.");
  }
  if (fastifyError?.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return failure(
      415,
      "unsupported_media_type",
      "Unsupported content type: send the body as application/json.",
    );
  }
  if (status >= 400 && status < 500) {
    const message =
      fastifyError?.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
        ? "The body is empty: send a JSON object or no content-type."
        : fastifyError?.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "The body is not valid JSON."
          : "The request could not be understood.";
    return failure(400, "validation_failed", message);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    return failure(503, "unavailable", "The database is not reachable right now. Please try again shortly.", {
      headers: { "retry-after": "5" },
    });
  }
  request.log.error({ err: error }, "unexpected error");
  return failure(
    500,
    "internal",
    `Something went wrong on our side. Please try again; quote request id ${request.id} if it persists.`,
  );
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    const { status, body, headers } = toFailure(error, request);
    if (status < 500) request.log.info({ code: body.error, status }, body.message);
    if (headers) reply.headers(headers);
    // A stream that already started reports failures in-band (event: error), never as a new response.
    if (reply.raw.headersSent) {
      reply.raw.end();
      return;
    }
    reply.status(status).type("application/json; charset=utf-8").send(JSON.stringify(body));
  });
}
