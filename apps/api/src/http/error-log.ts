// PostgreSQL quotes the offending values in its messages (`invalid input syntax for type integer: "…"`).
const QUOTED = /"[^"]*"/g;
const hideQuoted = (text: string) => text.replace(QUOTED, '"…"');

/** Fields of a database error that never hold user data. */
const SAFE_FIELDS = ["code", "severity", "routine", "constraint", "table", "column", "schema"] as const;

type Fields = Record<string, unknown>;
type Logged = { [key: string]: unknown; type: string; message: string; stack: string };

function safeFields(error: Fields): Fields {
  const out: Fields = {};
  for (const field of SAFE_FIELDS) if (typeof error[field] === "string") out[field] = error[field];
  return out;
}

/** The stack's frames without its first lines, which repeat the message. */
function frames(stack: unknown): string {
  if (typeof stack !== "string") return "";
  const at = stack.indexOf("\n    at ");
  return at < 0 ? "" : stack.slice(at + 1);
}

const isFailedQuery = (error: Fields) => typeof error.query === "string" && "params" in error;
const isDatabaseError = (error: Fields) =>
  typeof error.severity === "string" && typeof error.code === "string";

function describe(error: Fields, depth: number): Logged {
  const type = (error.constructor as { name?: string } | undefined)?.name ?? "Error";
  const message = String(error.message ?? "");
  const cause =
    depth < 3 && error.cause && typeof error.cause === "object"
      ? { cause: describe(error.cause as Fields, depth + 1) }
      : {};
  if (isDatabaseError(error)) {
    return { type, message: hideQuoted(message), ...safeFields(error), stack: frames(error.stack), ...cause };
  }
  if (isFailedQuery(error)) {
    // Drizzle's message appends the parameters (plan text, e-mails): keep the SQL only.
    return { type, message: `Failed query: ${error.query}`, stack: frames(error.stack), ...cause };
  }
  return { type, message, stack: String(error.stack ?? ""), ...safeFields(error), ...cause };
}

/**
 * The log serializer for `err`: a failed query is logged without its parameters, a database error
 * without its detail and the values its message quotes, so plan text and e-mails stay out of logs.
 */
export function serializeError(error: Error): Logged {
  return describe(error as unknown as Fields, 0);
}
