import { z } from "zod";
import { liveEventsQuerySchema } from "../events";
import {
  createInitiativeBodySchema,
  initiativeDetailsSchema,
  initiativeIdParamsSchema,
  initiativePageSchema,
  initiativeSchema,
  listInitiativesQuerySchema,
  searchInitiativesQuerySchema,
  updateInitiativeBodySchema,
} from "../initiative";
import type { RouteDef } from "./route-def";

/** Initiatives: list, search, create, read, update, delete, retry. */
export const initiativeRoutes = {
  listInitiatives: {
    method: "GET",
    path: "/initiative",
    access: "user",
    query: listInitiativesQuerySchema,
    response: initiativePageSchema,
    summary: "The caller's initiatives, newest first",
  },
  searchInitiatives: {
    method: "GET",
    path: "/initiative/search",
    access: "user",
    query: searchInitiativesQuerySchema,
    response: z.array(initiativeSchema),
    summary: "Search the caller's initiatives",
  },
  createInitiative: {
    method: "POST",
    path: "/initiative",
    access: "user",
    body: createInitiativeBodySchema,
    response: initiativeSchema,
    // Queues the plan proposal, a model call.
    ai: true,
    summary: "Create an initiative from an idea",
  },
  getInitiative: {
    method: "GET",
    path: "/initiatives/{id}",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: initiativeSchema,
    summary: "One initiative",
  },
  updateInitiative: {
    method: "PUT",
    path: "/initiative/{id}",
    access: "editor",
    params: initiativeIdParamsSchema,
    body: updateInitiativeBodySchema,
    response: initiativeSchema,
    summary: "Update an initiative",
  },
  deleteInitiative: {
    method: "DELETE",
    path: "/initiatives/{id}",
    access: "owner",
    params: initiativeIdParamsSchema,
    response: z.object({ id: z.string() }),
    summary: "Delete an initiative and everything in it",
  },
  initiativeDetails: {
    method: "GET",
    path: "/initiative/{id}/details",
    access: "viewer",
    params: initiativeIdParamsSchema,
    response: initiativeDetailsSchema,
    summary: "Heading and workstreams",
  },
  retryInitiative: {
    method: "POST",
    path: "/initiative/{id}/retry",
    access: "editor",
    params: initiativeIdParamsSchema,
    response: initiativeSchema,
    ai: true,
    summary: "Re-queue failed workstream generation",
  },
} as const satisfies Record<string, RouteDef>;

/** Live events of initiatives (server-sent events). */
export const eventRoutes = {
  initiativeEvents: {
    method: "GET",
    path: "/initiatives/{id}/events",
    access: "viewer",
    params: initiativeIdParamsSchema,
    stream: true,
    summary: "Live events of an initiative (SSE, Last-Event-ID resumption)",
  },
  liveEvents: {
    method: "GET",
    path: "/events",
    access: "user",
    query: liveEventsQuerySchema,
    stream: true,
    summary: "Live events of several initiatives in one stream (SSE, Last-Event-ID resumption)",
  },
} as const satisfies Record<string, RouteDef>;
