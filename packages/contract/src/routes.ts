import type { z } from "zod";
import { accountRoutes, healthSchema, tokenRoutes } from "./routes/account";
import { aiSettingsRoutes, usageRoutes } from "./routes/ai";
import { collaboratorRoutes } from "./routes/collaborators";
import { fileRoutes } from "./routes/files";
import { eventRoutes, initiativeRoutes } from "./routes/initiatives";
import { generateAllRoutes, planShapeRoutes } from "./routes/plan-shape";
import { planningRoutes } from "./routes/planning";
import type { RouteDef } from "./routes/route-def";
import { taskRoutes } from "./routes/tasks";
import { trackerRoutes, trackerSyncRoutes } from "./routes/trackers";

export type { Access, HttpMethod, RouteDef } from "./routes/route-def";
export { healthSchema };

/**
 * Every route of the API, one table: the areas are declared in `routes/`, in this order (the order of
 * the OpenAPI document).
 */
export const routes = {
  ...accountRoutes,
  ...initiativeRoutes,
  ...planningRoutes,
  ...taskRoutes,
  ...collaboratorRoutes,
  ...eventRoutes,
  ...usageRoutes,
  ...aiSettingsRoutes,
  ...fileRoutes,
  ...tokenRoutes,
  ...trackerRoutes,
  ...planShapeRoutes,
  ...generateAllRoutes,
  ...trackerSyncRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;

type InputOf<R, K extends "params" | "query" | "body"> = R extends { [key in K]: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;
/** What a caller puts in a route's path: `{ id: string }` for `/initiatives/{id}`. */
export type RouteParams<R extends RouteDef> = InputOf<R, "params">;
/** What a caller may put in a route's query string. */
export type RouteQuery<R extends RouteDef> = InputOf<R, "query">;
/** What a caller sends as a route's JSON body. */
export type RouteBody<R extends RouteDef> = InputOf<R, "body">;
/** A key a caller must give when its type has required fields, and may leave out when all are optional. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : Record<string, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What one call of route `R` takes: its path parameters, query and body as the contract types them. */
export type RouteCallOptions<R extends RouteDef> = Part<"params", RouteParams<R>> &
  Part<"query", RouteQuery<R>> &
  Part<"body", RouteBody<R>>;

/** The rest arguments of a typed call: the options are optional exactly when nothing in them is required. */
export type RouteCallArgs<R extends RouteDef, Extra = object> =
  Record<string, never> extends RouteCallOptions<R>
    ? [options?: RouteCallOptions<R> & Extra]
    : [options: RouteCallOptions<R> & Extra];

/** The `data` a route answers with (`undefined` for streams and HEAD). */
export type RouteResponse<R extends RouteDef> = R extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

export { API_PREFIX, buildPath, MCP_PATH, routeUrl, toFastifyPath } from "./route-path";
