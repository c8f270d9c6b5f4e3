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

/** Wraps a validator compiler so every validated part (body, query, params) refuses NUL first. */
export function refusingNul<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    return (data) => {
      const path = findNul(data);
      if (path === null) return validate(data);
      const error = new Error(`${route.httpPart ?? "request"}${path}: ${NUL_MESSAGE}`);
      // The shape the error handler reads for validation failures (field path and sentence).
      Object.assign(error, { validation: [{ instancePath: path, message: NUL_MESSAGE }] });
      return { error };
    };
  };
}
