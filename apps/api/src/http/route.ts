import { apiSuccessSchema, type Role, type RouteDef, toFastifyPath } from "@initiative-planner/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Identity } from "../auth/identity";
import { authorize } from "../modules/access/service";
import type { AiCallReservation } from "../modules/ai-usage/service";
import { authenticate } from "./authenticate";
import type { AppContext } from "./context";
import { openSse, type SseWriter } from "./sse";

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Authed<R extends RouteDef> = R["access"] extends "public" ? Identity | null : Identity;

export interface RouteCall<R extends RouteDef> {
  params: Out<R["params"]>;
  query: Out<R["query"]>;
  body: Out<R["body"]>;
  user: Authed<R>;
  /** The caller's role on the initiative in the path, for member routes. */
  role: R["access"] extends "viewer" | "editor" | "owner" ? Role : null;
  /** For AI routes, the budget the gate reserved for this call; the handler settles or cancels it. */
  reservation: R["ai"] extends true ? AiCallReservation : null;
  request: FastifyRequest;
  reply: FastifyReply;
}

function schemaFor(def: RouteDef) {
  return {
    summary: def.summary,
    ...(def.params ? { params: def.params } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    ...(def.body ? { body: def.body } : {}),
    ...(def.response ? { response: { 200: apiSuccessSchema(def.response) } } : {}),
  };
}

interface Admission {
  user: Identity | null;
  role: Role | null;
  reservation: AiCallReservation | null;
}

/**
 * Decision 009's admission order: validate (the schemas, before this runs) → authenticate →
 * authorise (one rule, access/service) → rate limit (the AI gate on the context, AI routes only).
 */
async function admit<R extends RouteDef>(
  ctx: AppContext,
  def: R,
  request: FastifyRequest,
): Promise<Admission> {
  const user = def.access === "public" ? null : await authenticate(ctx, request);
  let role: Role | null = null;
  if (def.access === "viewer" || def.access === "editor" || def.access === "owner") {
    const id = (request.params as { id: string }).id;
    role = await authorize(ctx.db, user!.uid, id, def.access);
  }
  const reservation = def.ai && user ? await ctx.services.aiGate(user, request) : null;
  return { user, role, reservation };
}

function callOf<R extends RouteDef>(request: FastifyRequest, reply: FastifyReply, admission: Admission) {
  return {
    params: request.params,
    query: request.query,
    body: request.body,
    ...admission,
    request,
    reply,
  } as unknown as RouteCall<R>;
}

/** Adds one route of the table: validation by its schemas, then admit, then the responder. */
function register<R extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: R,
  respond: (call: RouteCall<R>) => Promise<unknown>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: toFastifyPath(def.path),
    schema: schemaFor(def),
    handler: async (request, reply) => respond(callOf<R>(request, reply, await admit(ctx, def, request))),
  });
}

/** Registers a JSON route of the contract's route table; the handler returns the `data` payload. */
export function defineRoute<R extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: R,
  handler: (call: RouteCall<R>) => Promise<Out<R["response"]>>,
) {
  register(app, ctx, def, async (call) => ({ success: true as const, data: await handler(call) }));
}

/** Registers a streaming route: the handler writes events through the SSE writer. */
export function defineStreamRoute<R extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: R,
  handler: (call: RouteCall<R>, sse: SseWriter) => Promise<void>,
) {
  register(app, ctx, def, async (call) => {
    await handler(call, openSse(call.reply));
    return call.reply;
  });
}

export interface Download {
  /** The file name the browser saves (without path characters). */
  filename: string;
  contentType: string;
  body: string;
}

/** Registers a download route: the handler returns a file, sent as an attachment. */
export function defineDownloadRoute<R extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: R,
  handler: (call: RouteCall<R>) => Promise<Download>,
) {
  register(app, ctx, def, async (call) => {
    const file = await handler(call);
    // RFC 6266: an ASCII fallback plus the UTF-8 name.
    const ascii = file.filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
    return call.reply
      .header("content-type", file.contentType)
      .header(
        "content-disposition",
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header("cache-control", "no-store")
      .send(file.body);
  });
}
