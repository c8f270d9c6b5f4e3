import { routes } from "@initiative-planner/contract";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../http/context";
import { defineRoute } from "../../http/route";
import { createToken, listTokens, revokeToken } from "./service";

/** Personal access tokens of the signed-in user (the routes are `sessionOnly`: no token mints tokens). */
export function tokenRoutes(app: FastifyInstance, ctx: AppContext) {
  defineRoute(app, ctx, routes.createToken, async ({ user, body }) => createToken(ctx.db, user, body));
  defineRoute(app, ctx, routes.listTokens, async ({ user }) => listTokens(ctx.db, user.uid));
  defineRoute(app, ctx, routes.revokeToken, async ({ user, params }) =>
    revokeToken(ctx.db, user.uid, params.tokenId),
  );
}
