import { ERROR_STATUS, type ErrorCode } from "@initiative-planner/contract/common";
import { DEV_AUTH_PREFIX, type DevTokenResponse } from "@initiative-planner/contract/dev-auth";
import {
  type RouteBody,
  type RouteDef,
  type RouteParams,
  routes,
  toFastifyPath,
} from "@initiative-planner/contract/routes";
import { HttpResponse, http } from "msw";
import type { z } from "zod";
import { apiCalls, devRuntimeConfig, type RecordedCall, record, server } from "./api-server";

/** What a route answers in `data` on the wire (before the client's schema parses it). */
type Wire<R> = R extends { response: infer S extends z.ZodType } ? z.input<S> : never;

/** A request to route `R`, with its path parameters and body typed by the route's schemas. */
export interface HandledCall<R extends RouteDef> extends RecordedCall {
  params: { [K in keyof RouteParams<R>]-?: string };
  body: RouteBody<R>;
  request: Request;
}

/** The route's payload (sent in the success wrapper, as the real server does) or a whole Response. */
type Answer<R> = Wire<R> | Response;

const TOKEN_HEADER = "x-user-authorization-token";
const nameOf = new Map<RouteDef, string>(Object.entries(routes).map(([name, route]) => [route, name]));
const methods = {
  GET: http.get,
  HEAD: http.head,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** `{ success: true, data }`, the server's success wrapper (status 201 for a creation). */
export const success = (data: unknown, status = 200) =>
  HttpResponse.json({ success: true, data }, { status });

const codeOf = (status: number) =>
  (Object.entries(ERROR_STATUS).find(([, s]) => s === status)?.[0] ?? "internal") as ErrorCode;

/** The server's failure wrapper: a stable code (by default the one of `status`) and the message. */
export const apiError = (
  status: number,
  message: string,
  code: ErrorCode = codeOf(status),
  details?: Record<string, unknown>,
) => HttpResponse.json({ success: false, error: code, message, ...(details ? { details } : {}) }, { status });

/** A download route's answer: the bytes as an attachment under `filename` (RFC 6266, as the server sends it). */
export function download(content: BodyInit, filename: string, contentType = "application/octet-stream") {
  const ascii = filename.replace(/[^\x20-\x7e]|"/g, "_");
  return new HttpResponse(content, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  });
}

/** An answer that never comes: the request stays open (a slow server). */
export const pending = () => new Promise<never>(() => undefined);

/**
 * A success answer begun but not finished: its headers go at once, its body once `gate` settles. MSW
 * reports an upload's bytes (XMLHttpRequest) as all sent when the answer begins, so until then the
 * upload stands at 100% with the server still answering.
 */
export function heldAnswer(gate: Promise<unknown>, data: unknown, status = 200): Response {
  const bytes = new TextEncoder().encode(JSON.stringify({ success: true, data }));
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      await gate;
      controller.enqueue(bytes);
      controller.close();
    },
  });
  // A known length: MSW would otherwise read the whole body before it begins the answer.
  const headers = { "content-type": "application/json", "content-length": String(bytes.length) };
  return new Response(body, { status, headers });
}

async function readBody(route: { multipart?: true }, request: Request) {
  if (route.multipart) {
    const file = (await request.formData()).get("file");
    return { body: undefined, file: file instanceof File ? file : null };
  }
  const text = await request.text();
  return { body: text ? (JSON.parse(text) as unknown) : undefined, file: null };
}

function serve(
  name: string,
  method: keyof typeof methods,
  path: string,
  route: { multipart?: true },
  answer: (call: HandledCall<RouteDef>) => unknown,
  wrap: (data: unknown) => Response,
) {
  server.use(
    methods[method](path, async ({ request, params }) => {
      const call = {
        name,
        method: request.method,
        url: new URL(request.url),
        params: params as Record<string, string>,
        ...(await readBody(route, request.clone())),
        token: request.headers.get(TOKEN_HEADER),
        signal: request.signal,
        request,
      };
      record(call);
      const result = await answer(call as HandledCall<RouteDef>);
      return result instanceof Response ? result : wrap(result);
    }),
  );
  return { calls: () => apiCalls().filter((call) => call.name === name) };
}

/**
 * Serves one route of the contract for the rest of the test (a later `handle` of the same route wins).
 * The path comes from the route table; the answer is the route's `data`, wrapped as the server wraps it,
 * or a Response (`apiError(…)`, a stream, a download). Returns the route's recorded calls.
 */
export function handle<R extends RouteDef>(
  route: R,
  answer: (call: HandledCall<R>) => Answer<R> | Promise<Answer<R>>,
) {
  const name = nameOf.get(route);
  if (!name) throw new Error(`Not a route of the contract: ${route.method} ${route.path}`);
  return serve(name, route.method, toFastifyPath(route.path), route, answer as never, (data) =>
    success(data),
  );
}

/** The calls made to one route in this test. */
export const callsTo = (route: RouteDef) => apiCalls().filter((call) => call.name === nameOf.get(route));

/**
 * The dev identity provider's own endpoints (`/dev-auth/*`, outside the contract): they answer a bare
 * token object, like Firebase's token endpoints. Recorded as `devAuth.<endpoint>`.
 */
export function handleDevAuth(
  endpoint: "refresh" | "revoke",
  answer: (
    call: HandledCall<RouteDef>,
  ) => DevTokenResponse | { revoked: true } | Response | Promise<Response>,
) {
  const path = `${DEV_AUTH_PREFIX}/${endpoint}`;
  return serve(`devAuth.${endpoint}`, "POST", path, {}, answer, (data) => HttpResponse.json(data as object));
}

/** What every test's server answers until the test says otherwise: a dev-mode staging server's settings. */
export function serveStandingAnswers(): void {
  handle(routes.config, () => devRuntimeConfig);
}
