import { apiSuccessSchema, type Role, type RouteDef, toFastifyPath } from "@initiative-planner/contract";
import { create as contentDisposition } from "content-disposition";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod";
import type { Identity } from "../auth/identity";
import { authenticate } from "./authenticate";
import type { AiCallReservation, AppContext } from "./context";
import { forbidden } from "./errors";
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

/** Methods that only read; a read-scoped personal access token may call nothing else. */
export const READ_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD"]);

/** What a personal access token may not do: manage tokens at all, or write with a read scope. */
function checkTokenScope(def: RouteDef, scope: "read" | "write") {
  if (def.sessionOnly) {
    throw forbidden(
      "Personal access tokens cannot manage tokens. Sign in to the portal and open Settings to do this.",
    );
  }
  if (scope === "read" && def.writeScope) {
    throw forbidden(
      "This personal access token is read-only, and this answer holds a secret that can change data. Use a token with the write scope.",
      { scope },
    );
  }
  if (scope === "read" && !READ_METHODS.has(def.method)) {
    throw forbidden(
      "This personal access token is read-only. Create a token with the write scope to make changes.",
      {
        scope,
      },
    );
  }
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
  if (user?.pat) checkTokenScope(def, user.pat.scope);
  let role: Role | null = null;
  if (def.access === "viewer" || def.access === "editor" || def.access === "owner") {
    const initiativeId = (request.params as { id: string }).id;
    role = await ctx.services.admission.authorize(ctx.db, { userId: user!.uid, initiativeId }, def.access);
  }
  if (def.access === "admin")
    await ctx.services.admission.requireAdmin(ctx.db, ctx.config.adminEmails, user!);
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
    const release = admissions.get(app)?.get(def)?.(call);
    if (release) call.reply.raw.on("close", release);
    await handler(call, openSse(call.reply));
    return call.reply;
  });
}

type StreamAdmission = (call: RouteCall<RouteDef>) => () => void;
/** Per server (tests run several in one process) and route. */
const admissions = new WeakMap<FastifyInstance, Map<RouteDef, StreamAdmission>>();

/**
 * Gives a stream route an admission that runs before its stream opens, so it can still refuse with a
 * JSON error (a cap of open streams); the function it returns runs once the stream has ended, whoever
 * ended it. Call it before defineStreamRoute.
 */
export function admitStreams<R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  admit: (call: RouteCall<R>) => () => void,
) {
  const routes = admissions.get(app) ?? new Map<RouteDef, StreamAdmission>();
  routes.set(def, admit as unknown as StreamAdmission);
  admissions.set(app, routes);
}

/** A file a download route answers with: its bytes or text, type and the name the browser saves it under. */
export interface Download {
  filename: string;
  contentType: string;
  body: string | Buffer;
}

/**
 * Registers a download route (an export, an attached document): the same admission as JSON routes,
 * then the file as an attachment (RFC 6266 name, never rendered inline, never sniffed, never cached).
 */
export function defineDownloadRoute<R extends RouteDef & { download: true }>(
  app: FastifyInstance,
  ctx: AppContext,
  def: R,
  handler: (call: RouteCall<R>) => Promise<Download>,
) {
  register(app, ctx, def, async (call) => {
    const file = await handler(call);
    return call.reply
      .header("content-type", file.contentType)
      .header("content-disposition", contentDisposition(file.filename))
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "no-store")
      .send(file.body);
  });
}
