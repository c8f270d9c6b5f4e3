import { apiSuccessSchema, type Role, type RouteDef, toFastifyPath } from "@initiative-planner/contract";
import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Identity } from "../auth/identity";
import { authorize, requireAdmin } from "../modules/access/service";
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
 * authorise (one rule, access/service; administrators for admin routes) → rate limit (the AI gate
 * on the context, AI routes only).
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
  if (def.access === "admin") await requireAdmin(ctx.db, ctx.config.adminEmails, user!);
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

/** Registers a JSON route of the contract's route table; the handler returns the `data` payload. */
export function defineRoute<R extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: R,
  handler: (call: RouteCall<R>) => Promise<Out<R["response"]>>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: toFastifyPath(def.path),
    schema: schemaFor(def),
    handler: async (request, reply) => {
      const data = await handler(callOf<R>(request, reply, await admit(ctx, def, request)));
      return { success: true as const, data };
    },
  });
}

/** Registers a streaming route: the handler writes events through the SSE writer. */
export function defineStreamRoute<R extends RouteDef>(
  app: FastifyInstance,
  ctx: AppContext,
  def: R,
  handler: (call: RouteCall<R>, sse: SseWriter) => Promise<void>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: toFastifyPath(def.path),
    schema: schemaFor(def),
    handler: async (request, reply) => {
      const admission = await admit(ctx, def, request);
      const sse = openSse(reply);
      await handler(callOf<R>(request, reply, admission), sse);
      return reply;
    },
  });
}

/** A file a download route answers with: its bytes, type and the name the browser saves it under. */
export interface Download {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * Registers a download route: the same admission as JSON routes, then the raw bytes as an
 * attachment (never rendered inline, never sniffed).
 */
export function defineDownloadRoute<R extends RouteDef & { raw: true }>(
  app: FastifyInstance,
  ctx: AppContext,
  def: R,
  handler: (call: RouteCall<R>) => Promise<Download>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: def.method,
    url: toFastifyPath(def.path),
    schema: schemaFor(def),
    handler: async (request, reply) => {
      const file = await handler(callOf<R>(request, reply, await admit(ctx, def, request)));
      return reply
        .header("content-type", file.contentType)
        .header("content-disposition", contentDisposition(file.name))
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .send(file.bytes);
    },
  });
}
