import type { FastifySchemaCompiler } from "fastify";

export const NUL_MESSAGE = "must not contain a NUL character (\\u0000)";

/**
 * The path (`/a/0/b`) of the first string or key holding a NUL character, or null. PostgreSQL text
 * cannot store NUL, so such input is refused as invalid before it reaches a query. Walks with its own
 * stack, so deeply nested bodies cannot overflow the call stack.
 */
export function findNul(data: unknown): string | null {
  const stack: Array<{ value: unknown; path: string }> = [{ value: data, path: "" }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\u0000")) return path;
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        stack.push({ value: item, path: `${path}/${index}` });
      });
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\u0000")) return path || "/";
        stack.push({ value: item, path: `${path}/${key}` });
      }
    }
  }
  return null;
}

/** A lone UTF-16 surrogate: half of a character, which UTF-8 (and so the database) cannot hold. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The strings of a parsed body, query or params with every lone surrogate ("\ud800" in JSON) replaced
 * by U+FFFD, in place. The database stores such a string with U+FFFD anyway; replaced before
 * validation, what an answer echoes is what was stored, and lengths are counted on the same text.
 */
export function makeWellFormed(data: unknown): unknown {
  const fix = (value: string) =>
    /[\uD800-\uDFFF]/.test(value) ? value.replace(LONE_SURROGATE, "\uFFFD") : value;
  if (typeof data === "string") return fix(data);
  const stack: unknown[] = [data];
  while (stack.length > 0) {
    const value = stack.pop();
    if (value === null || typeof value !== "object") continue;
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, item] of entries) {
      if (typeof item === "string") (value as Record<string | number, unknown>)[key] = fix(item);
      else if (item !== null && typeof item === "object") stack.push(item);
    }
  }
  return data;
}

/**
 * Wraps a validator compiler so every validated part (body, query, params) is made well-formed
 * (`makeWellFormed`) and refuses NUL before the schema reads it.
 */
export function guardingStrings<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    return (input) => {
      const data = makeWellFormed(input);
      const path = findNul(data);
      if (path === null) return validate(data);
      const error = new Error(`${route.httpPart ?? "request"}${path}: ${NUL_MESSAGE}`);
      // The shape the error handler reads for validation failures (field path and sentence).
      Object.assign(error, { validation: [{ instancePath: path, message: NUL_MESSAGE }] });
      return { error };
    };
  };
}
